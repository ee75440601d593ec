/// A ``ModifierKind`` value of any kind, as a ``Modifier`` holds it: compared and hashed as
/// the kind's own value.
public struct AnyModifierKind: Hashable, Sendable {
    private let box: KindBox<any ModifierKind>

    package init(_ base: some ModifierKind) {
        box = KindBox(base, as: base)
    }

    package var base: any ModifierKind { box.base }
    public var name: String { type(of: base).name }
}
