/// What laying out one case gave: its frames, or why it could not be laid out.
public enum CaseOutcome: Hashable, Sendable {
    case frames([BaselineFrame], warnings: [String])
    case failure(String)

    public var frames: [BaselineFrame]? {
        if case let .frames(frames, _) = self { return frames }
        return nil
    }

    public var warnings: [String] {
        if case let .frames(_, warnings) = self { return warnings }
        return []
    }
}
