/// The space a scenario's root view is laid out in: a device screen or a custom box.
public struct LayoutContainer: Hashable, Sendable {
    public var size: Size
    /// Pixels per point: frames are snapped to `1 / scale`.
    public var scale: Double
    public var safeArea: EdgeInsets

    public init(size: Size, scale: Double = 3, safeArea: EdgeInsets = .zero) {
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
    }

    /// The safe area's rectangle in the container, with leading on the left.
    public var safeRect: Rect {
        Rect(x: safeArea.leading, y: safeArea.top,
             width: max(0, size.width - safeArea.horizontal), height: max(0, size.height - safeArea.vertical))
    }
}
