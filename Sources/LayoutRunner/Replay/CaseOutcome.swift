import LayoutLints

/// What laying out one case gave: its frames, lint findings and the strings its texts showed
/// (when the engine reports texts), or why it could not be laid out.
public enum CaseOutcome: Hashable, Sendable {
    case frames([BaselineFrame], warnings: [String], findings: [Finding] = [], strings: [BaselineString] = [])
    case failure(String)

    public var frames: [BaselineFrame]? {
        if case let .frames(frames, _, _, _) = self { return frames }
        return nil
    }

    public var warnings: [String] {
        if case let .frames(_, warnings, _, _) = self { return warnings }
        return []
    }

    public var findings: [Finding] {
        if case let .frames(_, _, findings, _) = self { return findings }
        return []
    }

    public var strings: [BaselineString] {
        if case let .frames(_, _, _, strings) = self { return strings }
        return []
    }
}
