import LayoutFixtures

/// One case to lay out: which scenario, which cell of its matrix.
public struct CaseJob: Hashable, Sendable {
    public var scenarioIndex: Int
    public var layoutCase: LayoutCase

    public init(scenarioIndex: Int, layoutCase: LayoutCase) {
        self.scenarioIndex = scenarioIndex
        self.layoutCase = layoutCase
    }
}
