import LayoutLints

/// What laying out one case gave: its frames and lint findings, or why it could not be laid out.
public enum CaseOutcome: Hashable, Sendable {
    case frames([BaselineFrame], warnings: [String], findings: [Finding] = [])
    case failure(String)

    public var frames: [BaselineFrame]? {
        if case let .frames(frames, _, _) = self { return frames }
        return nil
    }

    public var warnings: [String] {
        if case let .frames(_, warnings, _) = self { return warnings }
        return []
    }

    public var findings: [Finding] {
        if case let .frames(_, _, findings) = self { return findings }
        return []
    }
}
