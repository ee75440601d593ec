/// One font face as a font manifest (`fonts.json`) lists it.
///
/// ```json
/// {"file": "Inter-Regular.otf", "family": "Inter", "weight": 400,
///  "scripts": ["Latn", "Grek", "Cyrl"], "fallback": 0, "sfTracking": true}
/// ```
///
/// Families are tried in increasing `fallback` order: a character goes to the first family
/// that has a glyph for it, and within a family to the face whose weight is closest to the
/// requested one (CSS font matching). A family may hold faces for different point sizes
/// (`fromPointSize`, `belowPointSize`): Inter for text and Inter Display from 20 pt, as iOS
/// switches from SF Pro Text to SF Pro Display.
public struct FontFaceDescriptor: Hashable, Sendable, Codable {
    /// The font file, relative to the manifest's directory (or absolute).
    public var file: String
    /// The family name; faces of one family differ only in weight and in the point sizes they
    /// are for.
    public var family: String
    /// The CSS weight, 100 (thin) to 900 (black).
    public var weight: Int
    /// The ISO 15924 scripts the face is meant for (informative: coverage comes from the font).
    public var scripts: [String]
    /// The family's place in the fallback order; lower is tried first.
    public var fallback: Int
    /// Whether SF Pro's size-dependent tracking is added to every glyph: `true` for a face that
    /// stands in for SF Pro, `false` for SF Pro itself (its tracking is in the font) and others.
    public var sfTracking: Bool
    /// The BCP 47 language given to the shaper for runs in this face (`ja` selects Japanese
    /// glyph forms in a pan-CJK font), or `nil`.
    public var language: String?
    /// The face's index in a font collection (`.ttc`); 0 for a plain font file.
    public var index: Int
    /// Overrides the font's ascender, in font units, for calibrating a stand-in against a device.
    public var ascender: Int?
    /// Overrides the font's descender, in font units, positive downward.
    public var descender: Int?
    /// Overrides the font's line gap, in font units.
    public var lineGap: Int?
    /// The smallest point size the face is for, or `nil` for no lower bound.
    public var fromPointSize: Double?
    /// The point size from which the face is no longer used, or `nil` for no upper bound.
    public var belowPointSize: Double?
    /// Whether this is the emoji face: characters shown as emoji by default, and those a
    /// variation selector 16 asks to be, take it before any other family.
    public var isEmoji: Bool
    /// The point size whose design the face stands for, when its family has faces of the same
    /// weight for two such sizes: between them, each cluster's advance is interpolated linearly
    /// from the two faces' (Inter at 17 and Inter Display at 28, as SF Pro's design moves
    /// smoothly from Text to Display between 17 and 28 pt since iOS 14). `nil` for one design.
    public var opticalSize: Double?

    /// A face as a manifest entry would describe it.
    public init(file: String, family: String, weight: Int, scripts: [String] = [], fallback: Int,
                sfTracking: Bool, language: String? = nil, index: Int = 0,
                ascender: Int? = nil, descender: Int? = nil, lineGap: Int? = nil,
                fromPointSize: Double? = nil, belowPointSize: Double? = nil, isEmoji: Bool = false,
                opticalSize: Double? = nil) {
        self.file = file
        self.family = family
        self.weight = weight
        self.scripts = scripts
        self.fallback = fallback
        self.sfTracking = sfTracking
        self.language = language
        self.index = index
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.fromPointSize = fromPointSize
        self.belowPointSize = belowPointSize
        self.isEmoji = isEmoji
        self.opticalSize = opticalSize
    }

    /// Whether the face is for text at `pointSize`.
    public func covers(pointSize: Double) -> Bool {
        (fromPointSize.map { pointSize >= $0 } ?? true) && (belowPointSize.map { pointSize < $0 } ?? true)
    }

    private enum CodingKeys: String, CodingKey {
        case file, family, weight, scripts, fallback, sfTracking, language, index, ascender, descender, lineGap
        case fromPointSize, belowPointSize, isEmoji = "emoji", opticalSize
    }

    /// Reads a manifest entry; `weight` defaults to 400, `scripts` to none, `index` to 0,
    /// `emoji` to false.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        family = try container.decode(String.self, forKey: .family)
        weight = try container.decodeIfPresent(Int.self, forKey: .weight) ?? 400
        scripts = try container.decodeIfPresent([String].self, forKey: .scripts) ?? []
        fallback = try container.decode(Int.self, forKey: .fallback)
        sfTracking = try container.decode(Bool.self, forKey: .sfTracking)
        language = try container.decodeIfPresent(String.self, forKey: .language)
        index = try container.decodeIfPresent(Int.self, forKey: .index) ?? 0
        ascender = try container.decodeIfPresent(Int.self, forKey: .ascender)
        descender = try container.decodeIfPresent(Int.self, forKey: .descender)
        lineGap = try container.decodeIfPresent(Int.self, forKey: .lineGap)
        fromPointSize = try container.decodeIfPresent(Double.self, forKey: .fromPointSize)
        belowPointSize = try container.decodeIfPresent(Double.self, forKey: .belowPointSize)
        isEmoji = try container.decodeIfPresent(Bool.self, forKey: .isEmoji) ?? false
        opticalSize = try container.decodeIfPresent(Double.self, forKey: .opticalSize)
    }
}
