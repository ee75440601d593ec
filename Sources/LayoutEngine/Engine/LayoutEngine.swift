/// Lays out a scenario's view tree the way SwiftUI does and reports every view's frame.
///
/// ```swift
/// let engine = LayoutEngine(measurer: measurer)
/// let result = try engine.layout(view, in: LayoutContainer(size: Size(width: 393, height: 852)),
///                                environment: EnvironmentValues())
/// ```
///
/// The root is proposed the container less its safe area and centred in it. Views that
/// publish preferences feed `{"state": key}` lengths; the tree is laid out again until no
/// state changes, at most `maximumPasses` times. Frames are mirrored for right-to-left
/// layout and snapped to the container's pixel grid.
public struct LayoutEngine: Sendable {
    public var measurer: any TextMeasuring
    /// How many passes preference-driven state may take to settle before it is an error.
    public var maximumPasses: Int
    /// Whether layouts keep what lints read: the rectangles of fixed frames
    /// (`frame(width:height:)`), which lints compare the views inside with (`FrameList`'s
    /// boxes), and each prepared view's `FrameFacts`. Off by default: a layout that only
    /// reports frames does not pay for them.
    public var reportsFixedFrames = false
    /// Whether layouts report each `Text`'s key, string and placed request
    /// (``LayoutResult/texts``): for `layout`'s lines and the strings kept with baselines.
    /// Off by default: a run's layouts do not make them.
    public var reportsTexts = false
    /// Whether separable nodes are sized one axis at a time (see `LayoutTree.length`).
    /// Internal: only tests turn it off, to check that doing so changes no frame.
    var sizesAxesApart = true

    public init(measurer: any TextMeasuring, maximumPasses: Int = 8) {
        self.measurer = measurer
        self.maximumPasses = maximumPasses
    }

    /// Builds `view`'s layouts once, to lay them out in many environments with
    /// ``layout(_:in:environment:)-(PreparedView,_,_)``.
    ///
    /// - Throws: ``LayoutError`` for a tree that cannot be built (a proxy length outside a
    ///   `GeometryReader`).
    public func prepare(_ view: ViewNode) throws(LayoutError) -> PreparedView {
        try PreparedView(view, lintFacts: reportsFixedFrames)
    }

    /// The string each `Text` of `view` shows in `environment` (its key's string, arguments
    /// filled and pseudo-localised, or its verbatim text), with the text's path, in tree order.
    /// Apart from ``layout(_:in:environment:)``, so that a run's layouts do not make them.
    public func texts(of view: PreparedView, environment: EnvironmentValues) -> [(path: String, string: String)] {
        let template = (try? view.template(for: environment)) ?? view.template(for: environment.dynamicTypeSize)
        let measured = template.measuredTexts(in: environment).texts
        return zip(template.texts, measured).map { (template.paths[$0.record], $1.string) }
    }

    /// Lays out `view` once; to lay one view out in many environments, ``prepare(_:)`` it.
    public func layout(_ view: ViewNode, in container: LayoutContainer,
                       environment: EnvironmentValues) throws(LayoutError) -> LayoutResult {
        try layout(prepare(view), in: container, environment: environment)
    }

    public func layout(_ view: PreparedView, in container: LayoutContainer,
                       environment: EnvironmentValues) throws(LayoutError) -> LayoutResult {
        var env = environment
        env.displayScale = container.scale
        env.horizontalSizeClass = container.horizontalSizeClass
        env.verticalSizeClass = container.verticalSizeClass
        // A container that names its idiom sets it; a custom box leaves the environment's.
        if container.idiom != .unspecified { env.idiom = container.idiom }
        let template = try view.template(for: env)
        let (texts, warnings) = template.measuredTexts(in: env)
        let tree = LayoutTree(template.nodes, texts: texts,
                              dividerThickness: env.dynamicTypeSize.isAccessibilitySize ? 1 : env.pixelLength,
                              measurer: measurer, sizesAxesApart: sizesAxesApart)
        let root = template.root

        let safe = container.safeRect
        let proposal = ProposedViewSize(safe.size)
        if let reader = template.containerReader { tree.setProxySize(safe.size, reader: reader) }
        tree.layoutMargin = container.layoutMargin ?? ListConstants.layoutMargin(containerWidth: container.size.width)
        tree.containerIdiom = container.idiom
        tree.horizontalSizeClass = container.horizontalSizeClass
        tree.verticalSizeClass = container.verticalSizeClass
        tree.containerSafeArea = SafeAreaRegion(safe: safe, outer: Rect(origin: Point(x: 0, y: 0), size: container.size))
        var passes = 0
        while true {
            passes += 1
            let size = tree.sizeThatFits(root, proposal)
            tree.place(root, at: Point(x: safe.minX + (safe.width - size.width) / 2,
                                       y: safe.minY + (safe.height - size.height) / 2),
                       proposal: proposal)
            let changed = tree.settle()
            if changed.isEmpty { break }
            if passes >= maximumPasses { throw .didNotSettle(passes: passes, keys: changed) }
        }

        var report = FrameReport(container: container, direction: env.layoutDirection, labels: template.labels,
                                 reportsFixedFrames: reportsFixedFrames,
                                 facts: template.facts)
        report.add(template, in: tree)
        // Frames out of range (lengths in range that add up, a division by a tiny scale) are
        // an error here, so that none is ever printed, written as a baseline or compared.
        if let index = report.frames.placed.firstIndex(where: { !LayoutLimits.contains($0.frame) }) {
            let entry = report.frames[index]
            throw .frameOutOfRange(name: entry.name, frame: entry.frame)
        }
        var result = LayoutResult(frames: report.frames, warnings: warnings + report.warnings, passes: passes)
        if reportsTexts {
            // Only the texts the layout placed: a `TabView` builds a bar for each placement and
            // lays out one, and the others' titles are not on screen (nor in a baseline, which
            // keeps one string per path). Room for every text is reserved, not grown into.
            result.texts.reserveCapacity(texts.count)
            for (spec, text) in zip(template.texts, texts) where text.placedLayout != nil {
                let key: String? = switch spec.content {
                case let .key(key): key
                case let .formatted(formatted): formatted.key
                case .verbatim: nil
                case let .concatenation(runs): Self.key(of: runs)
                }
                result.texts.append(PlacedText(path: template.paths[spec.record], key: key, string: text.string,
                                               request: text.placedRequest))
            }
        }
        return result
    }

    /// A concatenation's keys, joined as the Swift writes them (`"name" + "ago"`); `nil` when
    /// every run is verbatim.
    static func key(of runs: [StyledText]) -> String? {
        let keys = runs.compactMap { run -> String? in
            switch run.content {
            case let .key(key): key
            case let .formatted(formatted): formatted.key
            case .verbatim, .concatenation: nil
            }
        }
        return keys.isEmpty ? nil : keys.joined(separator: " + ")
    }
}
