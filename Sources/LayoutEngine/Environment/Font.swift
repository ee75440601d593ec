/// A font as a view asks for it: a Dynamic Type text style, or a fixed size that does not scale.
public struct Font: Hashable, Sendable {
    /// SwiftUI's text styles.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
    }

    /// `Font.Design`: the system font's designs (SF Pro, SF Mono, SF Pro Rounded, New York).
    public enum Design: String, Hashable, Sendable, CaseIterable {
        case `default`, monospaced, rounded, serif
    }

    /// SwiftUI's font weights, lightest to heaviest.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    enum Storage: Hashable, Sendable {
        case style(TextStyle, Weight?)
        case system(size: Double, weight: Weight)
    }

    let storage: Storage

    /// A text style that scales with Dynamic Type, in its own weight unless `weight` is given.
    public static func style(_ style: TextStyle, weight: Weight? = nil) -> Font {
        Font(storage: .style(style, weight))
    }

    /// A fixed point size that does not scale with Dynamic Type.
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        Font(storage: .system(size: size, weight: weight))
    }

    public static let body = Font.style(.body)

    /// The point size and weight this font has at `size`.
    public func resolved(at size: DynamicTypeSize) -> ResolvedFont {
        switch storage {
        case let .style(style, weight):
            return ResolvedFont(pointSize: DynamicTypeTable.pointSize(style, size),
                                weight: weight ?? style.defaultWeight, textStyle: style)
        case let .system(pointSize, weight):
            return ResolvedFont(pointSize: pointSize, weight: weight, textStyle: nil)
        }
    }
}

extension Font.TextStyle {
    /// Headline is semibold; every other style is regular (HIG).
    public var defaultWeight: Font.Weight { self == .headline ? .semibold : .regular }
}

/// A font resolved for one Dynamic Type size: what a text measurer needs.
public struct ResolvedFont: Hashable, Sendable {
    public var pointSize: Double
    public var weight: Font.Weight
    /// The style it came from; `nil` for a fixed size.
    public var textStyle: Font.TextStyle?
    /// Points per glyph instead of SF Pro's size-dependent tracking (`tracking(_:)`); `nil`
    /// for the system's own.
    public var tracking: Double?
    /// Points per glyph added to the spacing, tracking included (`kerning(_:)`).
    public var kerning: Double
    /// `italic()`: measured in an italic face where the font catalog has one for the family.
    public var isItalic = false
    /// `fontDesign(_:)`: measured in a face of that design where the catalog has one.
    public var design = Font.Design.default
    /// `monospacedDigit()`: digits in their tabular (`tnum`) forms, all of one width.
    public var monospacedDigits = false

    public init(pointSize: Double, weight: Font.Weight, textStyle: Font.TextStyle? = nil,
                tracking: Double? = nil, kerning: Double = 0) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        self.tracking = tracking
        self.kerning = kerning
    }

    /// The points added to each glyph of a face: the given tracking, else SF Pro's when the
    /// face stands in for it (`systemTracking`), plus the kerning.
    public func spacing(systemTracking: Double) -> Double {
        (tracking ?? systemTracking) + kerning
    }
}
