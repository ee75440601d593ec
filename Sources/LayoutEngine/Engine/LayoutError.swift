/// A view tree that cannot be laid out.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Preference-driven state kept changing: the layout never settles.
    case didNotSettle(passes: Int, keys: [String])
    /// A `proxy` reference with no enclosing `GeometryReader`.
    case proxyOutsideGeometryReader(path: String)

    public var description: String {
        switch self {
        case let .didNotSettle(passes, keys):
            "layout did not settle after \(passes) passes: state \(keys.joined(separator: ", ")) kept changing"
        case let .proxyOutsideGeometryReader(path):
            "\(path): a proxy reference needs an enclosing GeometryReader"
        }
    }
}
