/// A ``ViewKind`` value of any kind, as a ``ViewContent`` holds it: compared and hashed as
/// the kind's own value, so that trees of such views compare as any other tree.
public struct AnyViewKind: Hashable, Sendable {
    private let box: KindBox<any ViewKind>
    /// The kind's place in ``ViewKinds/all`` after the built-in types' indices.
    let typeIndex: Int

    package init(_ base: some ViewKind) {
        box = KindBox(base, as: base)
        typeIndex = type(of: base).sharedTypeIndex ?? ViewKinds.typeIndex(of: type(of: base))
    }

    package var base: any ViewKind { box.base }
    public var typeName: String { type(of: base).typeName }
}
