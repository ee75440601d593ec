/// What ``LayoutStore/replaceBaselines(provenance:upserting:cases:_:)`` changed.
public struct BaselineChangeSummary: Hashable, Sendable {
    /// Cases that had no baseline and now have one.
    public var inserted: Int
    /// Cases whose baseline was superseded by different frames.
    public var updated: Int
    /// Writes whose frames equalled the current baseline: nothing was written for them.
    public var unchanged: Int
    /// Baselines retired by a deletion.
    public var deleted: Int

    /// Creates a summary.
    public init(inserted: Int = 0, updated: Int = 0, unchanged: Int = 0, deleted: Int = 0) {
        self.inserted = inserted
        self.updated = updated
        self.unchanged = unchanged
        self.deleted = deleted
    }

    /// Whether the database changed.
    public var changedAnything: Bool { inserted + updated + deleted > 0 }
}
