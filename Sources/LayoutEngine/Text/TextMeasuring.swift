/// Measures and lays out text for the engine.
///
/// The engine owns this protocol so that its algorithm can be tested without fonts; the
/// real implementation (HarfBuzz shaping and metrics, ICU line breaking) lives in
/// the `LayoutText` module. Implementations are called from many threads at once.
public protocol TextMeasuring: Sendable {
    /// Lays out `request.string` for `request.proposal` the way SwiftUI's `Text` does: a `nil`
    /// or infinite width gives the single-line ideal size; a narrower width wraps and reports the
    /// widest line; the line count is capped by `lineLimit` and by how many lines fit a finite
    /// proposed height (never fewer than one), the last line truncated with "…".
    func layout(_ request: TextRequest) -> TextLayout

    /// The same measurer for use on the calling thread only: a runner's lane asks for it once
    /// per chunk of cases and lays them all out with it.
    ///
    /// A measurer that keeps per-thread state returns a handle bound to this thread's, so that
    /// each text skips finding it, and each layout retains the handle rather than an object
    /// every thread retains (two cores retaining one object move its reference count's cache
    /// line between them). The default is the measurer itself.
    func forCurrentThread() -> any TextMeasuring
}

extension TextMeasuring {
    public func forCurrentThread() -> any TextMeasuring { self }
}

/// What a text measurer is asked to lay out.
public struct TextRequest: Hashable, Sendable {
    public var string: String
    public var font: ResolvedFont
    public var proposal: ProposedViewSize
    public var lineLimit: Int?
    public var layoutDirection: LayoutDirection
    /// Points per pixel is `1 / displayScale`: sizes are rounded up to whole pixels.
    public var displayScale: Double
    /// The BCP 47 locale the text is shown in (`ja`, `zh-Hant`), or empty for none: it chooses
    /// the regional forms of Han ideographs, as the user's language does on iOS.
    public var locale: String
    /// The runs of a concatenated text (`Text("a") + Text("b").bold()`), each shaped in its own
    /// font, whose strings joined are `string`: one paragraph, broken into lines over the joined
    /// string, each line as tall as its tallest run. Empty for a text in one font, `font`; with
    /// runs, `font` is the paragraph's own (the outer `Text`'s), which the runs started from.
    public var runs: [Run]

    /// A stretch of a concatenated text in one font.
    public struct Run: Hashable, Sendable {
        public var string: String
        public var font: ResolvedFont

        public init(string: String, font: ResolvedFont) {
            self.string = string
            self.font = font
        }
    }

    public init(string: String, font: ResolvedFont, proposal: ProposedViewSize, lineLimit: Int?,
                layoutDirection: LayoutDirection, displayScale: Double, locale: String = "", runs: [Run] = []) {
        assert(runs.isEmpty || runs.map(\.string).joined() == string, "a text's runs join into its string")
        self.runs = runs
        self.string = string
        self.font = font
        self.proposal = proposal
        self.lineLimit = lineLimit
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.locale = locale
    }
}

/// The measured layout of a text: its size and what the engine reports about it.
public struct TextLayout: Hashable, Sendable {
    /// Width of the widest line and height of all lines, rounded up to whole pixels.
    public var size: Size
    /// The number of laid-out lines.
    public var lineCount: Int
    /// Whether the text did not fit and its last line was cut with an ellipsis.
    public var isTruncated: Bool
    /// How many lines the text takes at the proposed width without a line limit or a height
    /// to fit: more than `lineCount` when lines were cut, which is what a lint reports.
    public var neededLineCount: Int
    /// Distance from the top to the first line's baseline.
    public var firstBaseline: Double
    /// Distance from the top to the last line's baseline.
    public var lastBaseline: Double
    /// What no font covers, `nil` when every scalar is covered, as nearly always: a layout is
    /// copied in and out of caches and through the engine many times a case, and a `nil`
    /// copies without retaining anything, where two arrays, empty or not, retained two buffers.
    package private(set) var missingGlyphs: FrameList.MissingGlyphs?

    /// Unicode scalars that no available font covers (drawn as empty boxes on a device).
    public var missingScalars: [Unicode.Scalar] {
        get { missingGlyphs?.scalars ?? [] }
        set { missingGlyphs = Self.missing(newValue, missingScripts) }
    }

    /// The ISO 15924 script of each of ``missingScalars`` (`Phnx`), as the measurer knows it;
    /// empty when it does not say.
    public var missingScripts: [String] {
        get { missingGlyphs?.scripts ?? [] }
        set { missingGlyphs = Self.missing(missingScalars, newValue) }
    }

    public init(size: Size, lineCount: Int, isTruncated: Bool, firstBaseline: Double,
                lastBaseline: Double, missingScalars: [Unicode.Scalar] = [], missingScripts: [String] = [],
                neededLineCount: Int? = nil) {
        self.size = size
        self.lineCount = lineCount
        self.isTruncated = isTruncated
        self.neededLineCount = max(lineCount, neededLineCount ?? lineCount)
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        missingGlyphs = Self.missing(missingScalars, missingScripts)
    }

    private static func missing(_ scalars: [Unicode.Scalar], _ scripts: [String]) -> FrameList.MissingGlyphs? {
        scalars.isEmpty && scripts.isEmpty ? nil : FrameList.MissingGlyphs(scalars: scalars, scripts: scripts)
    }
}
