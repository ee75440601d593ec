/// Insets on each edge; `leading` and `trailing` follow the layout direction.
public struct EdgeInsets: Hashable, Sendable, BitwiseCopyable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same length on every edge.
    public init(all length: Double) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }

    /// `length` on the edges in `edges`, zero elsewhere.
    public init(_ edges: Edge.Set, _ length: Double) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0)
    }

    public static let zero = EdgeInsets()

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}
