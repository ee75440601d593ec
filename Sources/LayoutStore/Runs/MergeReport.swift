/// What ``LayoutStore/merge(_:label:)`` did: the runs it added and the ones it had already.
public struct MergeReport: Hashable, Sendable {
    /// One line per run of an input: `A.sqlite run 3 (shard 1/3, label abc): into run 7`.
    public var lines: [String] = []
    /// Runs of the inputs copied whole into the output.
    public var appended = 0
    /// Shards of the inputs combined into one run of the output.
    public var combined = 0
    /// Runs of the inputs the output already had: merging them again adds nothing.
    public var skipped = 0

    public init() {}
}
