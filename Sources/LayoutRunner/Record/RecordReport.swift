import LayoutLints

/// What `layoutreg record` changed, case by case, sorted by scenario and case key.
///
/// With a ``listLimit``, each list (new cases, changed cases, new findings) keeps its first
/// entries and counts the rest (``newCount``, ``changedCount``, ``unlistedFindings``), so that
/// its memory does not grow with the number of cases: the console prints 50 of each, and
/// listing every one of the 2.7 million new findings of 100,800 cases of a 61-view screen
/// took 0.8 GB. Without a limit, a report that draws every case has them all.
public struct RecordReport: Hashable, Sendable {
    public var new: [String] = []
    public var changed: [(name: String, differences: [FrameDifference])] = []
    /// How many entries of each list this report keeps; `nil` keeps all of them.
    public var listLimit: Int?
    /// New cases, changed cases and new findings past the lists' limit, counted.
    public var unlistedNew = 0
    public var unlistedChanged = 0
    public var unlistedFindings: [LintKind: Int] = [:]
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

    public init(listLimit: Int? = nil) {
        self.listLimit = listLimit
    }

    /// The new and changed cases, listed or not.
    public var newCount: Int { new.count + unlistedNew }
    public var changedCount: Int { changed.count + unlistedChanged }
    /// The new findings, listed or not.
    public var newFindingCount: Int { newFindings.count + unlistedFindings.values.reduce(0, +) }

    /// Scenarios whose file was rewritten only to take the current form (each case's strings,
    /// identical cases once), its frames unchanged.
    public var migrated: [String] = []

    /// The cases this report accounts for: new, changed, unchanged and skipped.
    var caseCount: Int { newCount + changedCount + unchanged + skipped }

    mutating func addNew(_ name: String) {
        unlistedNew += Self.list(&new, CollectionOfOne(name), limit: listLimit).count
    }

    mutating func addChanged(_ name: String, differences: [FrameDifference]) {
        unlistedChanged += Self.list(&changed, CollectionOfOne((name: name, differences: differences)), limit: listLimit).count
    }

    mutating func addNewFinding(_ finding: Finding, caseName: String) {
        count(Self.list(&newFindings, CollectionOfOne((caseName: caseName, finding: finding)), limit: listLimit))
    }

    /// Adds `part`'s cases after this report's (a record's report is joined from the parts
    /// its lanes made), within this report's limit; `removed`, `staleKept` and `migrated` are
    /// the whole record's, not a part's.
    mutating func append(_ part: RecordReport) {
        unlistedNew += Self.list(&new, part.new, limit: listLimit).count + part.unlistedNew
        unlistedChanged += Self.list(&changed, part.changed, limit: listLimit).count + part.unlistedChanged
        count(Self.list(&newFindings, part.newFindings, limit: listLimit))
        unlistedFindings.merge(part.unlistedFindings, uniquingKeysWith: +)
        unchanged += part.unchanged
        skipped += part.skipped
        warnings.merge(part.warnings)
        approvedFindings += part.approvedFindings
        frames.merge(part.frames)
    }

    /// Appends to `list` what of `more` fits under `limit`, and returns the rest.
    private static func list<C: Collection>(_ list: inout [C.Element], _ more: C, limit: Int?) -> C.SubSequence {
        let room = limit.map { max(0, $0 - list.count) } ?? more.count
        list += more.prefix(room)
        return more.dropFirst(room)
    }

    /// Counts new findings left out of the list, by kind.
    private mutating func count(_ left: some Sequence<(caseName: String, finding: Finding)>) {
        for entry in left { unlistedFindings[entry.finding.kind, default: 0] += 1 }
    }

    public var changedAnything: Bool { newCount > 0 || changedCount > 0 || !removed.isEmpty || !migrated.isEmpty }

    public static func == (a: RecordReport, b: RecordReport) -> Bool {
        a.new == b.new && a.unlistedNew == b.unlistedNew && a.unlistedChanged == b.unlistedChanged
            && a.unlistedFindings == b.unlistedFindings && a.changed.map(\.name) == b.changed.map(\.name) && a.changed.map(\.differences) == b.changed.map(\.differences)
            && a.unchanged == b.unchanged && a.removed == b.removed && a.staleKept == b.staleKept && a.skipped == b.skipped && a.warnings == b.warnings
            && a.approvedFindings == b.approvedFindings && a.newFindings.map(\.caseName) == b.newFindings.map(\.caseName)
            && a.newFindings.map(\.finding) == b.newFindings.map(\.finding)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(new)
        hasher.combine(unlistedNew)
        hasher.combine(changed.map(\.name))
        hasher.combine(unchanged)
        hasher.combine(removed)
    }
}
