/// What ``LayoutStore/replaceBaselines(provenance:upserting:cases:_:)`` changed.
public struct BaselineChangeSummary: Hashable, Sendable {
    /// Cases that had no baseline and now have one.
    public var inserted = 0
    /// Cases whose baseline was superseded by different frames.
    public var updated = 0
    /// Writes whose frames equalled the current baseline: nothing was written for them.
    public var unchanged = 0
    /// Baselines retired by a deletion.
    public var deleted = 0

    /// Whether the database changed.
    public var changedAnything: Bool { inserted + updated + deleted > 0 }
}
