/// One laid-out frame: a view's own frame by its path, or a named (`id`) frame.
public struct FrameEntry: Hashable, Sendable {
    /// What a frame is the frame of.
    public enum Label: Hashable, Sendable {
        /// A view, by its path in the tree (`VStack/HStack[1]/Text`) and SwiftUI type name.
        case view(path: String, type: String)
        /// A frame named with `id`.
        case id(String)
    }

    public var label: Label
    /// In the container's coordinate space, snapped to its pixel grid.
    public var frame: Rect
    /// For a `Text`: the number of laid-out lines.
    public var lines: Int?
    /// For a `Text`: whether it was cut with an ellipsis.
    public var isTruncated: Bool?

    public init(label: Label, frame: Rect, lines: Int? = nil, isTruncated: Bool? = nil) {
        self.label = label
        self.frame = frame
        self.lines = lines
        self.isTruncated = isTruncated
    }

    /// The path of a view entry or the name of an id entry.
    public var name: String {
        switch label {
        case let .view(path, _): path
        case let .id(name): name
        }
    }
}
