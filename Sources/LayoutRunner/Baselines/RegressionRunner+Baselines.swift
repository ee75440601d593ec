import LayoutLints

/// The baselines a run compares with, read by scenario, and those no longer in the fixtures.
extension RegressionRunner {
    /// A baseline whose case (or whole scenario, `caseKey == nil`) is no longer in the fixtures.
    public struct StaleBaseline: Hashable, Sendable {
        public var scenario: String
        public var caseKey: String?
        public var name: String { caseKey.map { scenario + "/" + $0 } ?? scenario }
    }

    /// Baselines with no scenario or case in the fixtures any more, or none if a file cannot
    /// be read. `checked` has the stale keys of the files a run has read already, by scenario
    /// index; the others are indexed (not parsed) in parallel.
    func staleBaselines(checked: [Int: [StaleBaseline]]) -> [StaleBaseline] {
        let indices = scenarioIndexByName
        let names = baselines.scenarioNames()
        let scenarios = catalog.scenarios, directory = baselines
        let perFile = lanes.map(names.count) { k -> Result<[StaleBaseline], RunnerError> in
            let name = names[k]
            guard let index = indices[name] else { return .success([StaleBaseline(scenario: name, caseKey: nil)]) }
            if let known = checked[index] { return .success(known) }
            return Result { () throws(RunnerError) in
                (try directory.indexedFile(scenario: name)?.staleKeys(outside: scenarios[index].matrix) ?? [])
                    .map { StaleBaseline(scenario: name, caseKey: $0) }
            }
        }
        return (try? perFile.flatMap { try $0.get() }) ?? []
    }
}
