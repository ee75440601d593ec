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

    /// The jobs of `range`: each scenario's matrix is listed once per window.
    func jobs(_ range: Range<Int>, of scenarios: [Scenario]) -> [CaseJob] {
        var current: (scenario: Int32, cases: [LayoutCase])?
        return positions[range].map { p in
            if current?.scenario != p.scenario { current = (p.scenario, scenarios[Int(p.scenario)].matrix.cases) }
            guard let cases = current?.cases else { preconditionFailure("the scenario's cases were just listed") }
            return CaseJob(scenarioIndex: Int(p.scenario), layoutCase: cases[Int(p.index)])
        }
    }
}
