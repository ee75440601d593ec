import LayoutLints

/// The baselines a run compares with, read by scenario, and those no longer in the fixtures.
extension RegressionRunner {
    /// The baselines of every scenario that has a selected case, by scenario index.
    /// Files are read and parsed in parallel; the first bad file (in fixture order) is the error.
    func loadBaselines(for jobs: [CaseJob]) throws -> [Int: [String: [BaselineFrame]]] {
        try loadApproved(for: jobs).frames
    }

    /// The baselines and the lint findings approved with them, of every scenario that has a
    /// selected case, by scenario index and case key.
    func loadApproved(for jobs: [CaseJob]) throws
        -> (frames: [Int: [String: [BaselineFrame]]], findings: [Int: [String: [Finding]]], strings: [Int: [String: [BaselineString]]]) {
        try loadApproved(indices: scenarioIndices(of: jobs))
    }

    /// The same for the scenarios at `indices`.
    func loadApproved(indices: [Int]) throws
        -> (frames: [Int: [String: [BaselineFrame]]], findings: [Int: [String: [Finding]]], strings: [Int: [String: [BaselineString]]]) {
        let names = indices.map { catalog.scenarios[$0].name }
        let directory = baselines
        let files = lanes.map(indices.count) { i in
            Result { () throws(RunnerError) in try directory.readWithFindings(scenario: names[i]) }
        }
        var loaded: [Int: [String: [BaselineFrame]]] = [:]
        var findings: [Int: [String: [Finding]]] = [:]
        var strings: [Int: [String: [BaselineString]]] = [:]
        for (index, file) in zip(indices, files) {
            guard let parsed = try file.get() else { continue }
            loaded[index] = parsed.cases
            if !parsed.findings.isEmpty { findings[index] = parsed.findings }
            if !parsed.strings.isEmpty { strings[index] = parsed.strings }
        }
        return (loaded, findings, strings)
    }

    /// A baseline whose case (or whole scenario, `caseKey == nil`) is no longer in the fixtures.
    public struct StaleBaseline: Hashable, Sendable {
        public var scenario: String
        public var caseKey: String?
        public var name: String { caseKey.map { scenario + "/" + $0 } ?? scenario }
    }

    /// Baselines with no scenario or case in the fixtures any more; `loaded` are baselines
    /// already read, by scenario index, so that they are not read twice. Files are checked in
    /// parallel.
    public func staleBaselineList(loaded: [Int: [String: [BaselineFrame]]] = [:]) throws -> [StaleBaseline] {
        try staleBaselineList(loaded: loaded, checked: [:])
    }

    /// The same, where `checked` has the stale keys of files already read, by scenario index.
    func staleBaselineList(loaded: [Int: [String: [BaselineFrame]]], checked: [Int: [StaleBaseline]]) throws -> [StaleBaseline] {
        let indices = scenarioIndexByName
        let names = baselines.scenarioNames()
        let scenarios = catalog.scenarios, directory = baselines
        let perFile = lanes.map(names.count) { k -> Result<[StaleBaseline], RunnerError> in
            let name = names[k]
            guard let index = indices[name] else { return .success([StaleBaseline(scenario: name, caseKey: nil)]) }
            if let known = checked[index] { return .success(known) }
            return Result { () throws(RunnerError) in
                var stored = loaded[index] ?? [:]
                if loaded[index] == nil { stored = try directory.read(scenario: name) ?? [:] }
                let matrix = scenarios[index].matrix
                return stored.keys.filter { !matrix.contains(caseKey: $0) }
                    .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                    .map { StaleBaseline(scenario: name, caseKey: $0) }
            }
        }
        return try perFile.flatMap { try $0.get() }
    }

    func staleBaselines(loaded: [Int: [String: [BaselineFrame]]]) -> [StaleBaseline] {
        (try? staleBaselineList(loaded: loaded)) ?? []
    }

    func staleBaselines(checked: [Int: [StaleBaseline]]) -> [StaleBaseline] {
        (try? staleBaselineList(loaded: [:], checked: checked)) ?? []
    }
}
