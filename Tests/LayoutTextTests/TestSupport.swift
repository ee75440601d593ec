import LayoutEngine
import LayoutText

/// One measurer for the whole test run, on the repository's pinned fonts (`Fonts/`). Loading it
/// is itself tested in `FontCatalogTests`; the others `#require` it.
let sharedMeasurer: HarfBuzzTextMeasurer? = try? HarfBuzzTextMeasurer()

/// Body text at the default Dynamic Type size: SF Pro 17 pt on an iPhone.
let body = Font.body.resolved(at: .large)

func textRequest(_ string: String, width: Double? = nil, height: Double? = nil, lineLimit: Int? = nil,
                 font: ResolvedFont = body, direction: LayoutDirection = .leftToRight,
                 scale: Double = 3) -> TextRequest {
    TextRequest(string: string, font: font, proposal: ProposedViewSize(width: width, height: height),
                lineLimit: lineLimit, layoutDirection: direction, displayScale: scale)
}

/// Whether `value` is within `fraction` (0.02 = 2%) of `expected`.
func isClose(_ value: Double, to expected: Double, within fraction: Double) -> Bool {
    abs(value - expected) <= abs(expected) * fraction
}

/// Whether `value` is a whole number of pixels at `scale`.
func isPixelAligned(_ value: Double, scale: Double = 3) -> Bool {
    abs((value * scale).rounded() - value * scale) < 1e-6
}
