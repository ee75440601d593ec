import LayoutEngine
import LayoutFixtures
import LayoutRunner

extension ContactSheet {
    /// The sheet of `scenario` in its first locale and string set (and every locale at its
    /// first size category, in its first container): each case's frames from `results` when
    /// it did not pass, else from `baselines` (a passing case lies within the tolerance of its
    /// baseline). A case with neither is left out.
    public init(scenario: Scenario, baselines: [String: [BaselineFrame]], results: [String: CaseResult]) {
        self.init(scenario: scenario, baselines: baselines, marked: results.mapValues { result in
            (result.status.rawValue, result.actualFrames.isEmpty ? result.expectedFrames : result.actualFrames)
        })
    }

    /// The sheet of `scenario` after a `record`: each case's frames from `baselines` (the files
    /// as the record left them), the cases it approved marked `changed` or `new`, by case key.
    public init(scenario: Scenario, recorded baselines: [String: [BaselineFrame]], statuses: [String: String]) {
        var marked: [String: (status: String, frames: [BaselineFrame])] = [:]
        for (key, status) in statuses { if let frames = baselines[key] { marked[key] = (status, frames) } }
        self.init(scenario: scenario, baselines: baselines, marked: marked)
    }

    /// `marked` cases show their own status and frames; the others are `pass`, from `baselines`.
    init(scenario: Scenario, baselines: [String: [BaselineFrame]], marked: [String: (status: String, frames: [BaselineFrame])]) {
        let matrix = scenario.matrix
        let locale = matrix.locales[0], set = matrix.stringSets[0], size = matrix.sizeCategories[0]
        func cell(_ container: ContainerSpec, _ locale: String, _ sizeCategory: DynamicTypeSize, label: String) -> Cell? {
            let key = LayoutCase(container: container, locale: locale, sizeCategory: sizeCategory, stringSet: set).key
            if let (status, frames) = marked[key] {
                return Cell(caseKey: key, label: label, frames: frames, status: status, container: container.container.size)
            }
            guard let frames = baselines[key] else { return nil }
            return Cell(caseKey: key, label: label, frames: frames, status: "pass", container: container.container.size)
        }
        let sizes = matrix.containers.map { container in
            (row: container.name, cells: matrix.sizeCategories.compactMap { cell(container, locale, $0, label: $0.rawValue) })
        }
        let locales = matrix.locales.count > 1 ? matrix.locales.compactMap { cell(matrix.containers[0], $0, size, label: $0) } : []
        self.init(scenario: scenario.name, locale: locale, sizes: sizes, sizeCategory: size.rawValue, locales: locales)
    }
}
