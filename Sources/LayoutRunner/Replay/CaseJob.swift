import LayoutFixtures

/// One case to lay out: which scenario, which cell of its matrix.
public struct CaseJob: Hashable, Sendable {
    public var scenarioIndex: Int
    public var layoutCase: LayoutCase
}
