/// Reads the frames of a laid-out tree into `FrameEntry`s, in tree order: a view, its named
/// frames, then the views inside it as they were built (its children, then its modifiers'
/// views). Frames are mirrored for right-to-left layout, then snapped to the pixel grid. The
/// views' paths are the prepared view's, shared by every layout of it.
struct FrameReport {
    let container: LayoutContainer
    let direction: LayoutDirection
    private(set) var frames: [FrameEntry] = []
    private(set) var warnings: [String] = []

    init(container: LayoutContainer, direction: LayoutDirection) {
        self.container = container
        self.direction = direction
    }

    private func finish(_ frame: Rect) -> Rect {
        let mirrored = direction == .rightToLeft ? frame.mirrored(inWidth: container.size.width) : frame
        return mirrored.snapped(toScale: container.scale)
    }

    /// Adds the frames of `template`'s records, in the order the builder made them, as laid
    /// out in `tree`. A view that was not laid out reports nothing, nor do the views inside it.
    mutating func add(_ template: PreparedView.Template, in tree: LayoutTree) {
        let records = template.records
        frames.reserveCapacity(frames.count + records.count)
        var skippingBelow = Int.max
        // By index and field rather than `for record in records`: a copy of each record
        // retained and released everything it holds.
        for i in records.indices {
            let depth = records[i].depth
            if depth > skippingBelow { continue }
            skippingBelow = Int.max
            guard let type = records[i].type else { continue }
            guard let frame = ViewRecord.frame(of: records[i].node, members: records[i].members, in: tree) else {
                skippingBelow = depth
                continue
            }
            let path = template.paths[i]
            var lines: Int? = nil, isTruncated: Bool? = nil
            if let slot = records[i].textSlot, let layout = tree.texts[slot].placedLayout {
                lines = layout.lineCount
                isTruncated = layout.isTruncated
                if !layout.missingScalars.isEmpty {
                    let codes = layout.missingScalars.map { "U+" + Self.hex($0.value) }.joined(separator: ", ")
                    warnings.append("\(path): no font covers \(codes)")
                }
            }
            // Made in the array rather than in a variable: copying an entry in cost a retain
            // and a release of each of its strings.
            frames.append(FrameEntry(label: .view(path: path, type: type), frame: finish(frame), lines: lines,
                                     isTruncated: isTruncated))
            for id in records[i].ids {
                if let frame = ViewRecord.frame(of: id.node, members: id.members, in: tree) {
                    frames.append(FrameEntry(label: .id(id.name), frame: finish(frame)))
                }
            }
        }
    }

    /// Upper-case hexadecimal, at least four digits, as code points are written.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
