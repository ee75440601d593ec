import LayoutLints

/// What `layoutreg record` changed, case by case, sorted by scenario and case key.
public struct RecordReport: Hashable, Sendable {
    public var new: [String] = []
    public var changed: [(name: String, differences: [FrameDifference])] = []
    public var unchanged = 0
    public var removed: [String] = []
    /// Baselines with no scenario or case left that this record kept: only `--mode all` and
    /// `--prune-stale` remove them.
    public var staleKept: [String] = []
    /// Cases selected but not approved because of the mode (`missing`, `failed`).
    public var skipped = 0
    /// The warnings of the cases laid out, approved or not.
    public var warnings = WarningSummary()
    /// How many lint findings the baselines written approve, and those no baseline approved
    /// before, by case name: approving a truncation is never silent.
    public var approvedFindings = 0
    public var newFindings: [(caseName: String, finding: Finding)] = []
    /// Every frame of each new or changed case, before (empty for a new case) and after, by
    /// `scenario/caseKey`, so that a report can draw both whole.
    public var frames = CaseFrames()

    public init() {}

    /// Scenarios whose file was rewritten only to take the current form (each case's strings,
    /// identical cases once), its frames unchanged.
    public var migrated: [String] = []

    /// The cases this report accounts for: new, changed, unchanged and skipped.
    var caseCount: Int { new.count + changed.count + unchanged + skipped }

    /// Adds `part`'s cases after this report's (a record's report is joined from the parts
    /// its lanes made); `removed`, `staleKept` and `migrated` are the whole record's, not a part's.
    mutating func append(_ part: RecordReport) {
        new += part.new
        changed += part.changed
        unchanged += part.unchanged
        skipped += part.skipped
        warnings.merge(part.warnings)
        approvedFindings += part.approvedFindings
        newFindings += part.newFindings
        frames.merge(part.frames)
    }

    public var changedAnything: Bool { !new.isEmpty || !changed.isEmpty || !removed.isEmpty || !migrated.isEmpty }

    public static func == (a: RecordReport, b: RecordReport) -> Bool {
        a.new == b.new && a.changed.map(\.name) == b.changed.map(\.name) && a.changed.map(\.differences) == b.changed.map(\.differences)
            && a.unchanged == b.unchanged && a.removed == b.removed && a.staleKept == b.staleKept && a.skipped == b.skipped && a.warnings == b.warnings
            && a.approvedFindings == b.approvedFindings && a.newFindings.map(\.caseName) == b.newFindings.map(\.caseName)
            && a.newFindings.map(\.finding) == b.newFindings.map(\.finding)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(new)
        hasher.combine(changed.map(\.name))
        hasher.combine(unchanged)
        hasher.combine(removed)
    }
}
