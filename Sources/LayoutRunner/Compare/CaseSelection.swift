import LayoutFixtures

/// The cases a run selected, in fixture and matrix order, as eight bytes each (the scenario
/// and the case's position in its matrix) rather than as ``CaseJob``s: a million cases are
/// made into jobs a window at a time.
struct CaseSelection: Sendable {
    struct Position: Hashable, Sendable {
        var scenario: Int32
        var index: Int32
    }

    var positions: [Position] = []

    var count: Int { positions.count }
    var isEmpty: Bool { positions.isEmpty }

    /// The cases of `scenarios` that `filter` matches, and of those the ones in `shard`.
    init(_ scenarios: [Scenario], filter: CaseFilter?, shard: Shard?) {
        var position = 0
        for (s, scenario) in scenarios.enumerated() {
            let cases = filter == nil ? nil : scenario.matrix.cases
            for i in 0..<scenario.matrix.count {
                if let cases, let filter, !filter.matches(scenario: scenario.name, caseKey: cases[i].key) { continue }
                defer { position += 1 }
                if let shard, !shard.contains(position) { continue }
                positions.append(Position(scenario: Int32(s), index: Int32(i)))
            }
        }
    }

    /// The windows a run takes the cases in, each at most `size` cases: as large as that in
    /// the middle, and from a sixteenth of it doubling at the start and halving toward the end.
    ///
    /// A window's jobs and files are read beside the layouts of the one before, and its results
    /// counted and written beside the layouts of the one after, at about half the time its
    /// own layouts took: a window twice or half as large as its neighbour still covers that
    /// work. What nothing covers is the first window's reading and the last one's writing, so
    /// those windows are small (a run with 2 lanes waited 50 ms for the last writes of 4,096
    /// cases).
    func windows(of size: Int) -> [Range<Int>] {
        let size = max(1, size), smallest = max(1, size / 16)
        var front: [Range<Int>] = [], back: [Range<Int>] = []
        var lower = 0, upper = count
        var frontLength = smallest, backLength = smallest
        // Pieces from both ends, the shorter one first; the last two at the end are the smallest.
        while lower < upper {
            if frontLength <= backLength {
                let end = lower + Self.piece(of: upper - lower, length: frontLength)
                front.append(lower..<end)
                lower = end
                frontLength = min(size, frontLength * 2)
            } else {
                let start = upper - Self.piece(of: upper - lower, length: backLength)
                back.append(start..<upper)
                upper = start
                if back.count > 1 { backLength = min(size, backLength * 2) }
            }
        }
        return front + back.reversed()
    }

    /// A window of `length` out of `remaining` cases, unless that would leave fewer than
    /// `length` behind: then half of them (the rest is the next window), or all.
    private static func piece(of remaining: Int, length: Int) -> Int {
        remaining >= 2 * length ? length : remaining > length ? (remaining + 1) / 2 : remaining
    }

    /// The scenarios with a selected case, in order.
    var scenarioIndices: [Int] {
        var indices: [Int] = []
        for p in positions where indices.last != Int(p.scenario) { indices.append(Int(p.scenario)) }
        return indices
    }

    /// The scenario of the last case of `range`, if it has one.
    func lastScenario(in range: Range<Int>) -> Int? {
        range.isEmpty ? nil : Int(positions[range.upperBound - 1].scenario)
    }

    /// The jobs of `range`, each case made from its position alone (``Matrix/layoutCase(at:)``).
    func jobs(_ range: Range<Int>, of scenarios: [Scenario]) -> [CaseJob] {
        var current: (scenario: Int32, matrix: Matrix)?
        return positions[range].map { p in
            if current?.scenario != p.scenario { current = (p.scenario, scenarios[Int(p.scenario)].matrix) }
            guard let matrix = current?.matrix else { preconditionFailure("the scenario's matrix was just taken") }
            return CaseJob(scenarioIndex: Int(p.scenario), layoutCase: matrix.layoutCase(at: Int(p.index)))
        }
    }
}
