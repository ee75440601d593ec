import LayoutEngine

/// One approved frame: a view's by its path, or a named frame as `#name`, with what a `Text`
/// reports. The unit baselines are stored and compared in.
public struct BaselineFrame: Hashable, Sendable {
    /// The view's path (`VStack/HStack[1]/Text`), or `#` and the id (`#login`).
    public var name: String
    public var rect: Rect
    public var lines: Int?
    public var isTruncated: Bool?

    public init(name: String, rect: Rect, lines: Int? = nil, isTruncated: Bool? = nil) {
        self.name = name
        self.rect = rect
        self.lines = lines
        self.isTruncated = isTruncated
    }

    public init(_ entry: FrameEntry) {
        switch entry.label {
        case let .view(path, _): name = path
        case let .id(id): name = "#" + id
        }
        rect = entry.frame
        lines = entry.lines
        isTruncated = entry.isTruncated
    }

    /// Whether this is a named (`id`) frame.
    public var isID: Bool { name.hasPrefix("#") }
}
