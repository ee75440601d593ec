/// A kind's value (a ``ViewKind`` or a ``ModifierKind``) behind one reference, compared and
/// hashed as the value itself.
///
/// An existential of the kind's protocol, stored inline, would make `ViewContent` and
/// `Modifier` address-only: every copy of a view or modifier, kind or not, would go through
/// the enums' value witnesses. Behind a reference, a copy is one retain.
final class KindBox<Base: Sendable>: Hashable, Sendable {
    let base: Base
    /// `base` again, as what compares and hashes it.
    private let value: any Hashable & Sendable

    /// `kind` as `base`, the existential of its kind's protocol: the caller passes it twice,
    /// since a generic box cannot name that protocol to open it.
    init(_ kind: some Hashable & Sendable, as base: Base) {
        self.base = base
        value = kind
    }

    static func == (lhs: KindBox, rhs: KindBox) -> Bool {
        lhs === rhs || AnyHashable(lhs.value) == AnyHashable(rhs.value)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(value))
    }
}
