/// A `ToolbarItem(placement:content:)`.
public struct ToolbarItem: Hashable, Sendable {
    /// Where the item goes; `automatic` is the trailing end of the navigation bar on iPhone.
    public enum Placement: String, Hashable, Sendable, CaseIterable {
        case automatic, topBarLeading, topBarTrailing, bottomBar
    }

    public var placement: Placement
    public var content: ViewNode

    public init(placement: Placement, content: ViewNode) {
        self.placement = placement
        self.content = content
    }
}
