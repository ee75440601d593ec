import StrictJSON

/// The JSON the store keeps frames and differences in, for the `sqlite3` shell's views.
enum FrameJSON {
    /// `[{"path":"VStack","x":24.0,…},…]`, written directly into bytes: `record` encodes
    /// every case.
    static func frames(_ frames: [BaselineFrame]) -> String {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(frames.count * 96)
        for (i, frame) in frames.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: "{\"path\":".utf8)
            out.append(contentsOf: JSONQuoting.quoted(frame.name).utf8)
            for (key, value) in [(",\"x\":", frame.rect.x), (",\"y\":", frame.rect.y),
                                 (",\"width\":", frame.rect.width), (",\"height\":", frame.rect.height)] {
                out.append(contentsOf: key.utf8)
                if value.isFinite { decimals.append(value, to: &out) } else { out.append(contentsOf: "null".utf8) }
            }
            if let lines = frame.lines {
                out.append(contentsOf: ",\"lines\":".utf8)
                out.append(contentsOf: String(lines).utf8)
            }
            if let truncated = frame.isTruncated { out.append(contentsOf: (truncated ? ",\"truncated\":true" : ",\"truncated\":false").utf8) }
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
