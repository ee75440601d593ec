import StrictJSON

/// The JSON the store keeps frames and differences in, for the `sqlite3` shell's views.
enum FrameJSON {
    static func frames(_ frames: [BaselineFrame]) -> String {
        JSONWriter().string(.array(frames.map(object)))
    }

    static func object(_ frame: BaselineFrame) -> JSONOutput {
        var members: [JSONOutput.Member] = [
            .init("path", .string(frame.name)), .init("x", number(frame.rect.x)), .init("y", number(frame.rect.y)),
            .init("width", number(frame.rect.width)), .init("height", number(frame.rect.height)),
        ]
        if let lines = frame.lines { members.append(.init("lines", .integer(lines))) }
        if let truncated = frame.isTruncated { members.append(.init("truncated", .bool(truncated))) }
        return .object(members)
    }

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
