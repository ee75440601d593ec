/// A ``ViewKind`` value of any kind, as a ``ViewContent`` holds it: compared and hashed as
/// the kind's own value, so that trees of such views compare as any other tree.
public struct AnyViewKind: Hashable, Sendable {
    package let base: any ViewKind
    /// The kind's place in ``ViewKinds/all`` after the built-in types' indices.
    let typeIndex: Int

    package init(_ base: some ViewKind) {
        self.base = base
        typeIndex = type(of: base).sharedTypeIndex ?? ViewKinds.typeIndex(of: type(of: base))
    }

    public var typeName: String { type(of: base).typeName }

    public static func == (lhs: AnyViewKind, rhs: AnyViewKind) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }
}
