/// An origin and a size: the frame of a view.
public struct Rect: Hashable, Sendable, BitwiseCopyable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }

    /// The smallest rectangle that contains both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// This rectangle with its x mirrored inside a space `width` wide, as right-to-left layout does.
    public func mirrored(inWidth width: Double) -> Rect {
        Rect(x: width - maxX, y: minY, width: size.width, height: size.height)
    }

    /// Both corners rounded to the nearest multiple of `1 / scale`, ties up, as SwiftUI snaps
    /// frames to the pixel grid (`roundCoordinatesToNearestOrUp`).
    public func snapped(toScale scale: Double) -> Rect {
        guard scale > 0 else { return self }
        let x0 = Rect.pixel(minX, scale), y0 = Rect.pixel(minY, scale)
        let x1 = Rect.pixel(maxX, scale), y1 = Rect.pixel(maxY, scale)
        return Rect(x: Rect.points(x0, scale), y: Rect.points(y0, scale),
                    width: Rect.points(x1 - x0, scale), height: Rect.points(y1 - y0, scale))
    }

    /// The nearest pixel boundary, ties up. The tiny bias keeps values that are a tie in
    /// exact arithmetic (a third of a point halved) a tie in binary floating point too.
    private static func pixel(_ value: Double, _ scale: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * scale + 0.5 + 1e-7).rounded(.down)
    }

    /// Whole pixels back to points; never −0.
    private static func points(_ pixels: Double, _ scale: Double) -> Double {
        let value = pixels / scale
        return value == 0 ? 0 : value
    }
}
