/// A ``ModifierKind`` value of any kind, as a ``Modifier`` holds it: compared and hashed as
/// the kind's own value.
public struct AnyModifierKind: Hashable, Sendable {
    package let base: any ModifierKind

    package init(_ base: some ModifierKind) {
        self.base = base
    }

    public var name: String { type(of: base).name }

    public static func == (lhs: AnyModifierKind, rhs: AnyModifierKind) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }
}
