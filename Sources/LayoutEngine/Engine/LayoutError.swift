/// A view tree that cannot be laid out.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Preference-driven state kept changing: the layout never settles.
    case didNotSettle(passes: Int, keys: [String])
    /// A `proxy` reference with no enclosing `GeometryReader`.
    case proxyOutsideGeometryReader(path: String)
    /// A frame left the range of ``LayoutLimits``: its lengths add up to more than any screen.
    case frameOutOfRange(name: String, frame: Rect)

    public var description: String {
        switch self {
        case let .didNotSettle(passes, keys):
            "layout did not settle after \(passes) passes: state \(keys.joined(separator: ", ")) kept changing"
        case let .proxyOutsideGeometryReader(path):
            "\(path): a proxy reference needs an enclosing GeometryReader"
        case let .frameOutOfRange(name, frame):
            "\(name): frame (\(frame.x), \(frame.y), \(frame.width) × \(frame.height)) is outside the supported range "
                + "(each of x, y, width and height at most 10000000 pt in magnitude, and finite); "
                + "check the lengths of this view and of the views around it"
        }
    }
}
