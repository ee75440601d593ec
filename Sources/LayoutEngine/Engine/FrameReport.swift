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

    mutating func add(_ record: ViewRecord, parentPath: String) {
        let path = parentPath.isEmpty ? record.name : parentPath + "/" + record.name
        if let type = record.type {
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
            add(child, parentPath: path)
        }
    }

    /// Upper-case hexadecimal, at least four digits, as code points are written.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
