/// Reads the frames of a laid-out tree into `FrameEntry`s, in tree order: a view, its named
/// frames, then the views inside it as they were built (its children, then its modifiers'
/// views). Frames are mirrored for right-to-left layout, then snapped to the pixel grid.
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

    /// The UTF-8 path of the record being added: extended on the way down, cut back on the
    /// way up, so that each entry costs one string.
    private var pathBytes: [UInt8] = []
    /// `pathLengths[d]`: the length of the path above the record at depth `d` being added.
    private var pathLengths: [Int] = []

    /// Adds the frames of `records`, a tree's records in the order the builder made them.
    /// A view that was not laid out reports nothing, nor do the views inside it.
    mutating func add(_ records: [ViewRecord], in tree: LayoutTree) {
        frames.reserveCapacity(frames.count + records.count)
        pathBytes.reserveCapacity(256)
        pathLengths.reserveCapacity(32)
        var skippingBelow = Int.max
        // By index and field rather than `for record in records`: a copy of each record
        // retained and released everything it holds.
        for i in records.indices {
            let depth = records[i].depth
            if depth > skippingBelow { continue }
            skippingBelow = Int.max
            if depth < pathLengths.count {
                pathBytes.removeSubrange(pathLengths[depth]...)
                pathLengths.removeSubrange(depth...)
            }
            pathLengths.append(pathBytes.count)
            if !pathBytes.isEmpty { pathBytes.append(UInt8(ascii: "/")) }
            appendLabel(records[i].label)
            if let index = records[i].index { appendIndex(index) }
            guard let type = records[i].type else { continue }
            guard let frame = ViewRecord.frame(of: records[i].node, members: records[i].members, in: tree) else {
                skippingBelow = depth
                continue
            }
            let path = String(decoding: pathBytes, as: UTF8.self)
            var lines: Int? = nil, isTruncated: Bool? = nil
            if let layout = records[i].text?.placedLayout {
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

    /// Appends a path component's label. Through its UTF-8 buffer: appending a string's
    /// `utf8` view went byte by byte.
    private mutating func appendLabel(_ label: String) {
        var label = label
        label.withUTF8 { pathBytes.append(contentsOf: $0) }
    }

    /// Appends `[index]` to the path.
    private mutating func appendIndex(_ index: Int) {
        if index >= 0 && index < 10 {
            // Most indices: one digit, written at once.
            pathBytes.append(UInt8(ascii: "["))
            pathBytes.append(UInt8(ascii: "0") + UInt8(index))
            pathBytes.append(UInt8(ascii: "]"))
            return
        }
        pathBytes.append(UInt8(ascii: "["))
        let start = pathBytes.count
        var rest = index
        repeat {
            pathBytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        pathBytes[start...].reverse()
        pathBytes.append(UInt8(ascii: "]"))
    }

    /// Upper-case hexadecimal, at least four digits, as code points are written.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
