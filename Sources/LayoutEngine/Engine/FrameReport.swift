/// Reads the frames of a laid-out tree into a `FrameList`, in tree order: a view, its named
/// frames, then the views inside it as they were built (its children, then its modifiers'
/// views). Frames are mirrored for right-to-left layout, then snapped to the pixel grid. The
/// frames' labels are the prepared view's, shared by every layout of it.
struct FrameReport {
    let container: LayoutContainer
    let direction: LayoutDirection
    /// Whether fixed frames' rectangles are kept (see `LayoutEngine.reportsFixedFrames`).
    let reportsFixedFrames: Bool
    private(set) var frames: FrameList
    private(set) var warnings: [String] = []

    init(container: LayoutContainer, direction: LayoutDirection, labels: [FrameEntry.Label],
         reportsFixedFrames: Bool = false, facts: FrameFacts = .empty) {
        self.container = container
        self.direction = direction
        self.reportsFixedFrames = reportsFixedFrames
        frames = FrameList(labels: labels, facts: facts)
    }

    /// `frame` mirrored within each subtree of another direction it is in, innermost first,
    /// then finished.
    private func finish(_ frame: Rect, _ flips: [(depth: Int32, direction: Int8, within: Rect?)]) -> Rect {
        var frame = frame
        for flip in flips.reversed() {
            guard let within = flip.within else { continue }
            frame.origin.x = within.minX + within.maxX - frame.maxX
        }
        return finish(frame)
    }

    private func finish(_ frame: Rect) -> Rect {
        let mirrored = direction == .rightToLeft ? frame.mirrored(inWidth: container.size.width) : frame
        return mirrored.snapped(toScale: container.scale)
    }

    /// What the report reads of one view record, made once per prepared view: a few plain
    /// numbers in a row rather than the whole record, which every layout would read again.
    struct Line: BitwiseCopyable {
        /// How many records the record is inside.
        var depth: Int32
        /// The node whose frame is the view's, or −1 for the union of the record's members.
        var node: Int32
        /// The slot of the view's text, or −1.
        var textSlot: Int32
        /// The position in the label table of the view's label; its `id`s' labels follow.
        var label: Int32
        /// Whether the record has a frame of its own (a modifier's slot has none).
        var reports: Bool
        /// Whether the record names frames with `id`.
        var hasIDs: Bool
        /// The node of the record's fixed frame, whose rectangle lints compare its views with; −1
        /// for none.
        var fixedFrame: Int32
        /// The layout direction an `environment` modifier of the view sets (0 left to right, 1
        /// right to left, −1 none), and the node inside which its frames are mirrored.
        var direction: Int8 = -1
        var directionNode: Int32 = -1
    }

    /// The report's lines for `records`, and the label table: each reporting record's label,
    /// followed by those of its `id`s.
    static func lines(of records: [ViewRecord], paths: [String]) -> (lines: [Line], labels: [FrameEntry.Label]) {
        var lines: [Line] = [], labels: [FrameEntry.Label] = []
        lines.reserveCapacity(records.count)
        labels.reserveCapacity(records.count)
        // By index and field: a copy of each record retained everything it holds.
        for i in records.indices {
            lines.append(Line(depth: Int32(records[i].depth), node: Int32(records[i].node ?? -1),
                              textSlot: Int32(records[i].textSlot ?? -1), label: Int32(labels.count),
                              reports: records[i].type != nil, hasIDs: !records[i].ids.isEmpty,
                              fixedFrame: Int32(records[i].fixedFrame?.node ?? -1)))
            if let (direction, node) = records[i].direction {
                lines[lines.count - 1].direction = direction == .rightToLeft ? 1 : 0
                lines[lines.count - 1].directionNode = Int32(node)
            }
            guard let type = records[i].type else { continue }
            labels.append(.view(path: paths[i], type: type))
            for j in records[i].ids.indices { labels.append(.id(records[i].ids[j].name)) }
        }
        return (lines, labels)
    }

    /// Adds the frames of `template`'s records, in the order the builder made them, as laid
    /// out in `tree`. A view that was not laid out reports nothing, nor do the views inside it.
    mutating func add(_ template: PreparedView.Template, in tree: LayoutTree) {
        let lines = template.reportLines
        frames.placed.reserveCapacity(frames.count + lines.count)
        var skippingBelow = Int32.max
        // The subtrees whose direction differs from the one around them, innermost last: each
        // mirrors the frames inside it within its own frame, before the case's direction does.
        var flips: [(depth: Int32, direction: Int8, within: Rect?)] = []
        for k in lines.indices {
            let line = lines[k]
            if line.depth > skippingBelow { continue }
            skippingBelow = .max
            while let last = flips.last, last.depth >= line.depth { flips.removeLast() }
            if line.direction >= 0 {
                let around = flips.last?.direction ?? (direction == .rightToLeft ? 1 : 0)
                let within = line.direction != around ? tree.frame(Int(line.directionNode)) : nil
                flips.append((line.depth, line.direction, within))
            }
            guard line.reports else { continue }
            let frame = line.node >= 0 ? tree.frame(Int(line.node))
                : ViewRecord.frame(of: nil, members: template.records[k].members, in: tree)
            guard let frame else {
                skippingBelow = line.depth
                continue
            }
            var placed = FrameList.Placed(frame: finish(frame, flips), label: line.label, lines: -1, isTruncated: false)
            if line.textSlot >= 0, let layout = tree.texts[Int(line.textSlot)].placedLayout {
                placed.lines = Int32(layout.lineCount)
                placed.isTruncated = layout.isTruncated
                placed.neededLines = Int32(layout.neededLineCount)
                placed.isFixedFont = tree.texts[Int(line.textSlot)].hasFixedFont
                if let missing = layout.missingGlyphs, !missing.scalars.isEmpty {
                    // A lint reports them (`missingGlyph`), at the severity the scenario gives it.
                    placed.missing = Int32(frames.missingGlyphs.count)
                    frames.missingGlyphs.append(missing)
                }
            }
            frames.placed.append(placed)
            if line.fixedFrame >= 0, reportsFixedFrames, let box = tree.frame(Int(line.fixedFrame)) {
                if frames.boxes.isEmpty { frames.boxes.reserveCapacity(template.facts.boxCount) }
                frames.boxes.append(FrameList.Box(record: Int32(k), rect: finish(box, flips)))
            }
            guard line.hasIDs else { continue }
            for (j, id) in template.records[k].ids.enumerated() {
                if let frame = ViewRecord.frame(of: id.node, members: id.members, in: tree) {
                    frames.placed.append(FrameList.Placed(frame: finish(frame, flips), label: line.label + 1 + Int32(j), lines: -1,
                                                          isTruncated: false))
                }
            }
        }
    }
}
