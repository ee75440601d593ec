import LayoutRunner
import StrictJSON

/// How two sets of baseline files differ, scenario by scenario: the cases added, removed and
/// changed, with each changed case's differences, for `layoutreg diff` (a pull request's
/// baseline changes, read as what moved rather than as lines of numbers).
public struct BaselineDiff: Sendable {
    public struct Scenario: Sendable {
        public var name: String
        public var added: [String] = []
        public var removed: [String] = []
        /// Changed cases in case-key order, with their differences (old to new).
        public var changed: [(key: String, differences: [FrameDifference])] = []
        /// Both sides' frames of every changed, added or removed case, for a report.
        public var frames: [String: (old: [BaselineFrame], new: [BaselineFrame])] = [:]

        public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }
    }

    public var scenarios: [Scenario]
    /// Scenarios with a baseline on either side and no change.
    public var unchanged: Int

    /// Compares the baselines of each scenario name, old against new: `nil` for a scenario
    /// with no file on that side. Frames are compared exactly (baselines hold thousandths).
    public init(names: [String], old: (String) throws -> [String: [BaselineFrame]]?,
                new: (String) throws -> [String: [BaselineFrame]]?) rethrows {
        scenarios = []
        unchanged = 0
        let exact = FrameComparison(tolerance: 0)
        for name in names {
            let before = try old(name) ?? [:], after = try new(name) ?? [:]
            var scenario = Scenario(name: name)
            let keys = Set(before.keys).union(after.keys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for key in keys {
                switch (before[key], after[key]) {
                case let (a?, b?):
                    let differences = exact.compare(expected: a, actual: b).differences
                    if !differences.isEmpty {
                        scenario.changed.append((key, differences))
                        scenario.frames[key] = (a, b)
                    }
                case let (nil, b?):
                    scenario.added.append(key)
                    scenario.frames[key] = ([], b)
                case let (a?, nil):
                    scenario.removed.append(key)
                    scenario.frames[key] = (a, [])
                case (nil, nil):
                    break
                }
            }
            if scenario.isEmpty { unchanged += 1 } else { scenarios.append(scenario) }
        }
    }

    public var isEmpty: Bool { scenarios.isEmpty }

    /// How many of the largest moves each scenario lists.
    public static let largestMoves = 3

    /// Per scenario: the counts, the views changed, the causes, and the largest moves; then
    /// the totals against `revision`.
    public func text(revision: String) -> String {
        var out = ""
        for s in scenarios {
            let views = s.changed.reduce(0) { $0 + $1.differences.count }
            out += "\(s.name): \(s.changed.count) changed, \(s.added.count) added, \(s.removed.count) removed"
            out += s.changed.isEmpty ? "\n" : "; \(views) \(views == 1 ? "view" : "views") changed\n"
            var causes: [(name: String, count: Int)] = []
            for (_, differences) in s.changed {
                let name = RootCause.causes(of: differences).map(\.difference.name).joined(separator: " + ")
                if let i = causes.firstIndex(where: { $0.name == name }) { causes[i].count += 1 } else { causes.append((name, 1)) }
            }
            for cause in causes { out += "  cause \(cause.name) in \(cause.count) \(cause.count == 1 ? "case" : "cases")\n" }
            var moves: [(key: String, difference: FrameDifference)] = []
            for (key, differences) in s.changed {
                for d in differences where d.kind == .changed { moves.append((key, d)) }
            }
            moves.sort { a, b in
                if a.difference.delta != b.difference.delta { return a.difference.delta > b.difference.delta }
                return a.key != b.key ? a.key.utf8.lexicographicallyPrecedes(b.key.utf8) : a.difference.name.utf8.lexicographicallyPrecedes(b.difference.name.utf8)
            }
            // A view once, at its largest move; named frames repeat a view's.
            var seen: Set<String> = []
            moves = moves.filter { !$0.difference.name.hasPrefix("#") && seen.insert($0.difference.name).inserted }
            for (key, d) in moves.prefix(Self.largestMoves) {
                out += "  \(key) \(d.name): \(d.delta.isFinite ? DecimalFormat.format(d.delta) : "inf") pt\n"
            }
            for key in s.added.prefix(Self.largestMoves) { out += "  added \(key)\n" }
            if s.added.count > Self.largestMoves { out += "  … \(s.added.count - Self.largestMoves) more added\n" }
            for key in s.removed.prefix(Self.largestMoves) { out += "  removed \(key)\n" }
            if s.removed.count > Self.largestMoves { out += "  … \(s.removed.count - Self.largestMoves) more removed\n" }
        }
        let changed = scenarios.count
        out += "\(changed) \(changed == 1 ? "scenario" : "scenarios") with changed baselines, \(unchanged) unchanged, against \(revision)\n"
        return out
    }
}
