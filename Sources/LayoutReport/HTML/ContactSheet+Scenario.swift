import LayoutEngine
import LayoutFixtures
import LayoutRunner

extension ContactSheet {
    /// The sheet of `scenario` in its first locale and string set (and every locale at its
    /// first size category, in its first container): each case's frames from `results` when
    /// it did not pass, else from `baselines` (a passing case lies within the tolerance of its
    /// baseline). A case with neither is left out.
    public init(scenario: Scenario, baselines: [String: [BaselineFrame]], results: [String: CaseResult]) {
        let matrix = scenario.matrix
        let locale = matrix.locales[0], set = matrix.stringSets[0], size = matrix.sizeCategories[0]
        func cell(_ container: ContainerSpec, _ locale: String, _ sizeCategory: DynamicTypeSize, label: String) -> Cell? {
            let key = LayoutCase(container: container, locale: locale, sizeCategory: sizeCategory, stringSet: set).key
            if let result = results[key] {
                let frames = result.actualFrames.isEmpty ? result.expectedFrames : result.actualFrames
                return Cell(caseKey: key, label: label, frames: frames, status: result.status.rawValue, container: container.container.size)
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
