/// Reads the frames of a laid-out tree into `FrameEntry`s, in tree order: a view, its named
/// frames, its modifiers' views, then its children. Frames are mirrored for right-to-left
/// layout, then snapped to the pixel grid.
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

    mutating func add(_ record: ViewRecord) {
        let parentLength = pathBytes.count
        if parentLength > 0 { pathBytes.append(UInt8(ascii: "/")) }
        pathBytes.append(contentsOf: record.label.utf8)
        if let index = record.index { appendIndex(index) }
        defer { pathBytes.removeSubrange(parentLength...) }
        if let type = record.type {
            let path = String(decoding: pathBytes, as: UTF8.self)
            guard let frame = ViewRecord.frame(of: record.node, members: record.members) else { return }
            var entry = FrameEntry(label: .view(path: path, type: type), frame: finish(frame))
            if let layout = record.text?.placedLayout {
                entry.lines = layout.lineCount
                entry.isTruncated = layout.isTruncated
                if !layout.missingScalars.isEmpty {
                    let codes = layout.missingScalars.map { "U+" + Self.hex($0.value) }.joined(separator: ", ")
                    warnings.append("\(path): no font covers \(codes)")
                }
            }
            frames.append(entry)
            for id in record.ids {
                if let frame = ViewRecord.frame(of: id.node, members: id.members) {
                    frames.append(FrameEntry(label: .id(id.name), frame: finish(frame)))
                }
            }
        }
        for child in record.children {
            add(child)
        }
    }

    /// Appends `[index]` to the path.
    private mutating func appendIndex(_ index: Int) {
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
