/// A guide along the horizontal axis: where views line up in a `VStack` or a frame.
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case leading, center, trailing

    /// The guide's value in a view of `width` that does not set it explicitly.
    public func defaultValue(width: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }
}

/// A guide along the vertical axis: where views line up in an `HStack` or a frame.
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline

    /// The guide's value in a view of `height` that does not set it explicitly; a view with
    /// no text has its baselines at its bottom, as in SwiftUI.
    public func defaultValue(height: Double) -> Double {
        switch self {
        case .top: 0
        case .center: height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: height
        }
    }
}

/// A pair of guides, one on each axis: how a child sits in a frame, `ZStack` or overlay.
public struct Alignment: Hashable, Sendable, BitwiseCopyable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The alignments by their SwiftUI names (`topLeading`, `center`, …).
    public static let named: [(name: String, alignment: Alignment)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]
}

/// One alignment guide on either axis: the key of an `alignmentGuide` modifier.
public enum AlignmentGuide: Hashable, Sendable, BitwiseCopyable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}
