/// Which cases a run covered.
public enum RunScope: String, Hashable, Sendable, CaseIterable {
    /// Every case of every scenario.
    case full
    /// The cases matching a filter (see ``RunRecord/filter``).
    case filtered
    /// One shard of the cases, e.g. in a parallel CI job (see ``RunRecord/filter``).
    case shard
}
