/// A `Text` of a prepared view, before an environment gives it a string and a font: what it
/// shows and what the modifiers around it set. ``PreparedView`` makes a ``MeasuredText`` of it
/// for every layout.
struct TextSpec: Sendable {
    var content: TextContent
    /// The font a `font` modifier around the text sets; `nil` for the environment's.
    var font: Font?
    /// The text's own line limit, else one a `lineLimit` modifier around it sets (`.some(nil)`
    /// lifts the limit); `nil` for the environment's.
    var lineLimit: Int??
    /// The weight a `fontWeight` or `bold` around the text gives its font; `nil` for the font's own.
    var weight: Font.Weight?
    /// The lines of height the text takes at least (`lineLimit(2, reservesSpace: true)`, `2...4`).
    var minimumLines: Int
    /// The case a `textCase` around the text shows it in; `nil` as written.
    var textCase: TextCase?
    /// The fraction of its font size the text may shrink to so as to fit; 1 never shrinks.
    var minimumScaleFactor: Double
    /// Points a `lineSpacing` around the text adds between its lines.
    var lineSpacing: Double
    /// What `tracking` (`nil`: the system's) and `kerning` around the text give each glyph.
    var tracking: Double?
    var kerning: Double
    /// `italic`, `fontDesign` and `monospacedDigit` around the text.
    var isItalic = false
    var design: Font.Design?
    var monospacedDigits = false
    /// What `environment` and `dynamicTypeSize` around the text make of the case's Dynamic
    /// Type size, direction and locale (`nil`: the case's).
    var sizeClamp = DynamicTypeClamp.identity
    var layoutDirection: LayoutDirection?
    var locale: String?
    /// For a concatenation, what each run's own modifiers set (`Text("b").bold()`), by run:
    /// what a run sets wins over the rest of the spec.
    var runStyles: [ViewTreeBuilder.TextModifiers] = []
    /// The position of the text's record, whose path names it in warnings.
    var record: Int
}

extension TextSpec {
    /// The spec of one run of a concatenation: the text's, with what the run's own modifiers set.
    func styled(by run: ViewTreeBuilder.TextModifiers) -> TextSpec {
        var spec = self
        if let font = run.font { spec.font = font }
        if let weight = run.weight { spec.weight = weight }
        if let textCase = run.textCase { spec.textCase = textCase }
        if let tracking = run.tracking { spec.tracking = tracking }
        if let kerning = run.kerning { spec.kerning = kerning }
        if let italic = run.italic { spec.isItalic = italic }
        if let design = run.design { spec.design = design }
        if let monospacedDigit = run.monospacedDigit { spec.monospacedDigits = monospacedDigit }
        spec.runStyles = []
        return spec
    }
}
