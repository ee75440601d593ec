/// The space a scenario's root view is laid out in: a device screen or a custom box.
public struct LayoutContainer: Hashable, Sendable {
    public var size: Size
    /// Pixels per point: frames are snapped to `1 / scale`.
    public var scale: Double
    public var safeArea: EdgeInsets
    /// The kind of device, `unspecified` for a box that is none in particular.
    public var idiom: UserInterfaceIdiom
    /// The size classes the device reports, `nil` where a box says nothing (read as compact).
    public var horizontalSizeClass: UserInterfaceSizeClass?
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// The layout margin inside the safe area on the sides, where the device's differs from
    /// what its width gives (`ListConstants.layoutMargin(containerWidth:)`): a phone with a
    /// sensor housing keeps 16 beside its landscape safe area, however wide the screen.
    public var layoutMargin: Double?

    public init(size: Size, scale: Double = 3, safeArea: EdgeInsets = .zero, idiom: UserInterfaceIdiom = .unspecified,
                horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil,
                layoutMargin: Double? = nil) {
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
        self.idiom = idiom
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutMargin = layoutMargin
    }

    /// The safe area's rectangle in the container, with leading on the left.
    public var safeRect: Rect {
        Rect(x: safeArea.leading, y: safeArea.top,
             width: max(0, size.width - safeArea.horizontal), height: max(0, size.height - safeArea.vertical))
    }
}
