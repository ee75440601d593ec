/// A view tree turned into layouts once, to be laid out in many environments: every locale,
/// Dynamic Type size and screen of a scenario's matrix.
///
/// ```swift
/// let prepared = try engine.prepare(scenario.view)
/// for environment in environments {
///     let result = try engine.layout(prepared, in: container, environment: environment)
/// }
/// ```
///
/// Building the layout nodes and the views' paths is the part of a layout that does not
/// depend on the environment (except `If` conditions and a `FlexibleStack`'s axis, which
/// depend on the Dynamic Type size: a tree is built per run of sizes that build alike); a prepared view keeps them, and each layout only gives its
/// texts their strings and fonts. Immutable, so one prepared view serves many threads.
public struct PreparedView: Sendable {
    /// The trees built, one per run of Dynamic Type sizes that build alike.
    let templates: [Template]
    /// For each Dynamic Type size (by `index`), its tree's position in `templates`.
    let templateOfSize: [Int]

    /// Builds the tree at the smallest size not yet covered, and uses it up to the next size
    /// at which something it evaluated (an `If`'s condition, a `FlexibleStack`'s axis) may
    /// answer otherwise: the branches it did not take evaluated nothing, so the tree holds for
    /// that whole run. A tree that reads no size is built once; a `FlexibleStack` twice.
    /// With `lintFacts`, each tree also keeps what lints read of its frames (`FrameFacts`); a
    /// view laid out only for its frames does not pay for them.
    /// The trees of the cases whose direction, locale, idiom or size classes differ from the
    /// default ones in what the tree's `If`s read, built when first laid out; `nil` for a tree
    /// that reads none.
    let variants: VariantTemplates?

    init(_ view: ViewNode, lintFacts: Bool = true) throws(LayoutError) {
        let built = try Self.build(view, variant: .default, lintFacts: lintFacts)
        templates = built.templates
        templateOfSize = built.templateOfSize
        let read = templates.reduce(into: Set<VariantFact>()) { $0.formUnion($1.variantFacts) }
        variants = read.isEmpty ? nil : VariantTemplates(view: view, lintFacts: lintFacts, default: built)
    }

    /// The trees for one variant, a tree per run of Dynamic Type sizes that build alike.
    static func build(_ view: ViewNode, variant: Variant,
                      lintFacts: Bool) throws(LayoutError) -> (templates: [Template], templateOfSize: [Int]) {
        let sizes = DynamicTypeSize.allCases
        var templates: [Template] = []
        var templateOfSize: [Int] = []
        templateOfSize.reserveCapacity(sizes.count)
        while templateOfSize.count < sizes.count {
            let first = templateOfSize.count
            let template = try Template(view, dynamicTypeSize: sizes[first], variant: variant, lintFacts: lintFacts)
            let end = template.sizeCuts.map(\.index).filter { $0 > first }.min() ?? sizes.count
            templateOfSize += Array(repeating: templates.count, count: end - first)
            templates.append(template)
        }
        return (templates, templateOfSize)
    }

    /// The tree to lay out at `size`, for the default direction, locale, idiom and size classes.
    func template(for size: DynamicTypeSize) -> Template {
        templates[templateOfSize[size.index]]
    }

    /// The tree to lay out in `environment`: that of its variant when the tree's `If`s read
    /// its direction, locale, idiom or size classes.
    func template(for environment: EnvironmentValues) throws(LayoutError) -> Template {
        guard let variants else { return template(for: environment.dynamicTypeSize) }
        return try variants.template(for: Variant(environment), size: environment.dynamicTypeSize)
    }

    /// One built tree: its nodes, its views' records and paths, and its texts.
    final class Template: Sendable {
        let nodes: FrozenNodes
        let root: NodeID
        let records: [ViewRecord]
        /// Each record's path from the root, `VStack/HStack[1]/Text`, made once for every layout
        /// (empty for a modifier's slot, which reports no frame).
        let paths: [String]
        /// What the frame report reads of each record, and the labels of the frames it may
        /// report (see `FrameList`).
        let reportLines: [FrameReport.Line]
        let labels: [FrameEntry.Label]
        /// What lints need to know of the frames, made once for every layout.
        let facts: FrameFacts
        let texts: [TextSpec]
        /// Warnings whatever the environment.
        let warnings: [String]
        /// The sizes at which the tree may be built otherwise (``ViewTreeBuilder/sizeCuts``).
        let sizeCuts: Set<DynamicTypeSize>
        /// The reader slot `containerRelativeFrame`s outside scroll views read the root's safe
        /// area size from, if any does.
        let containerReader: Int?

        /// What the tree's `If`s read of the case besides its Dynamic Type size.
        let variantFacts: Set<VariantFact>

        init(_ view: ViewNode, dynamicTypeSize: DynamicTypeSize, variant: Variant = .default,
             lintFacts: Bool) throws(LayoutError) {
            var builder = ViewTreeBuilder(dynamicTypeSize: dynamicTypeSize, layoutDirection: variant.layoutDirection,
                                          locale: variant.locale, idiom: variant.idiom,
                                          horizontalSizeClass: variant.horizontalSizeClass,
                                          verticalSizeClass: variant.verticalSizeClass)
            root = try builder.buildRoot(view)
            nodes = FrozenNodes(builder.list)
            records = builder.records
            texts = builder.texts
            warnings = builder.warnings
            sizeCuts = builder.sizeCuts
            containerReader = builder.containerReader
            variantFacts = builder.variantFacts
            paths = Self.paths(of: records)
            (reportLines, labels) = FrameReport.lines(of: records, paths: paths)
            facts = lintFacts ? FrameFacts(records: records, paths: paths, texts: texts) : .empty
        }

        /// Each record's path, written into one byte buffer extended on the way down and cut
        /// back on the way up (records come parent first), so that each path costs one string.
        private static func paths(of records: [ViewRecord]) -> [String] {
            var paths: [String] = []
            paths.reserveCapacity(records.count)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(256)
            /// `lengths[d]`: the length of the path above the record at depth `d`.
            var lengths: [Int] = []
            // By index and field: a copy of each record retained everything it holds.
            for i in records.indices {
                let depth = records[i].depth
                if depth < lengths.count {
                    bytes.removeSubrange(lengths[depth]...)
                    lengths.removeSubrange(depth...)
                }
                lengths.append(bytes.count)
                if !bytes.isEmpty { bytes.append(UInt8(ascii: "/")) }
                var label = records[i].label
                label.withUTF8 { bytes.append(contentsOf: $0) }
                if let index = records[i].index {
                    bytes.append(UInt8(ascii: "["))
                    appendDigits(of: index, to: &bytes)
                    bytes.append(UInt8(ascii: "]"))
                }
                // A modifier's slot (`background`) has no frame to name: its path is only a prefix.
                paths.append(records[i].type == nil ? "" : String(decoding: bytes, as: UTF8.self))
            }
            return paths
        }

        /// Appends the decimal digits of `value`, not negative: `String(value)` made a string
        /// for each indexed record only to copy its bytes.
        private static func appendDigits(of value: Int, to bytes: inout [UInt8]) {
            assert(value >= 0, "a path index is a position among siblings")
            if value >= 10 { appendDigits(of: value / 10, to: &bytes) }
            bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
        }

        /// The texts for `environment`, and a warning for each string key it has no string for.
        func measuredTexts(in environment: EnvironmentValues) -> (texts: [MeasuredText], warnings: [String]) {
            var warnings = self.warnings + environment.localizedStrings.warnings
            /// One text's string and font, or one run's, by the spec that styles it.
            func resolved(_ content: TextContent, _ spec: TextSpec) -> (string: String, font: ResolvedFont) {
                var string: String
                let strings = spec.locale.flatMap { environment.subtreeStrings[$0] } ?? environment.localizedStrings
                switch content {
                case let .verbatim(verbatim): string = verbatim
                case let .key(key):
                    if let localized = strings[key] {
                        string = localized
                    } else {
                        string = key
                        warnings.append("\(paths[spec.record]): no string for key \"\(key)\"; showing the key")
                    }
                case let .formatted(text):
                    if let resolved = strings.texts[text] {
                        string = resolved
                    } else {
                        string = text.key
                        warnings.append("\(paths[spec.record]): no string for key \"\(text.key)\"; showing the key")
                    }
                case .concatenation:
                    preconditionFailure("a run of a concatenated Text is flat")
                }
                var font = (spec.font ?? environment.font).resolved(at: spec.sizeClamp.apply(environment.dynamicTypeSize))
                if let weight = spec.weight { font.weight = weight }
                font.isItalic = spec.isItalic
                if let design = spec.design { font.design = design }
                font.monospacedDigits = spec.monospacedDigits
                font.tracking = spec.tracking
                font.kerning = spec.kerning
                switch spec.textCase {
                case .uppercase?: string = string.uppercased()
                case .lowercase?: string = string.lowercased()
                case nil: break
                }
                return (string, font)
            }
            let texts = texts.map { spec in
                var runs: [TextRequest.Run] = []
                let string: String
                let font: ResolvedFont
                if case let .concatenation(parts) = spec.content {
                    // Each run resolved as a Text of its own would be, in the outer text's
                    // style where it sets none of its own.
                    runs = zip(parts, spec.runStyles).map { part, style in
                        let run = resolved(part.content, spec.styled(by: style))
                        return TextRequest.Run(string: run.string, font: run.font)
                    }
                    string = runs.map(\.string).joined()
                    // One run measures as the plain Text it is.
                    font = runs.count == 1 ? runs[0].font : resolved(.verbatim(""), spec).font
                    if runs.count == 1 { runs = [] }
                } else {
                    (string, font) = resolved(spec.content, spec)
                }
                return MeasuredText(string: string, font: font, minimumLines: spec.minimumLines,
                                    minimumScaleFactor: spec.minimumScaleFactor, lineSpacing: spec.lineSpacing,
                                    lineLimit: spec.lineLimit ?? environment.lineLimit,
                                    layoutDirection: spec.layoutDirection ?? environment.layoutDirection,
                                    displayScale: environment.displayScale, locale: spec.locale ?? environment.locale,
                                    runs: runs)
            }
            return (texts, warnings)
        }
    }
}
