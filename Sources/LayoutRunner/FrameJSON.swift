import LayoutEngine
import StrictJSON

/// The JSON the store keeps frames and differences in, for the `sqlite3` shell's views.
enum FrameJSON {
    /// `[{"path":"VStack","x":24.0,…},…]`, written directly into bytes: `record` encodes
    /// every case.
    static func frames(_ frames: [BaselineFrame]) -> String {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(frames.count * 96)
        func number(_ key: StaticString, _ value: Double) {
            out.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
            // Frames out of range never leave the engine (LayoutError.frameOutOfRange).
            precondition(LayoutLimits.contains(value), "frame out of range: \(value)")
            decimals.append(value, to: &out)
        }
        for i in frames.indices {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: "{\"path\":".utf8)
            JSONQuoting.appendQuoted(frames[i].name, to: &out)
            number(",\"x\":", frames[i].rect.x)
            number(",\"y\":", frames[i].rect.y)
            number(",\"width\":", frames[i].rect.width)
            number(",\"height\":", frames[i].rect.height)
            if let lines = frames[i].lines {
                out.append(contentsOf: ",\"lines\":".utf8)
                out.append(contentsOf: String(lines).utf8)
            }
            if let truncated = frames[i].isTruncated { out.append(contentsOf: (truncated ? ",\"truncated\":true" : ",\"truncated\":false").utf8) }
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
        return String(decoding: out, as: UTF8.self)
    }

    private static let decimals = DecimalFormat(fractionDigits: 3)

    static func differences(_ differences: [FrameDifference]) -> String {
        JSONWriter().string(.array(differences.map { d in
            var members: [JSONOutput.Member] = [.init("view", .string(d.name)), .init("kind", .string("\(d.kind)"))]
            if let e = d.expected { members.append(.init("expected", rect(e))) }
            if let a = d.actual { members.append(.init("actual", rect(a))) }
            members.append(.init("delta", number(d.delta)))
            return .object(members)
        }))
    }

    private static func rect(_ frame: BaselineFrame) -> JSONOutput {
        .array([number(frame.rect.x), number(frame.rect.y), number(frame.rect.width), number(frame.rect.height)])
    }

    private static func number(_ value: Double) -> JSONOutput {
        value.isFinite ? .number(value) : .null
    }
}
