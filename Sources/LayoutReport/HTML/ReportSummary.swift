import LayoutEngine

/// The counts at the top of the report, gathered in one pass over every case, passes
/// included: by status, by scenario, and by locale and size category.
struct ReportSummary {
    /// The statuses in the order they are shown; others follow in order of appearance.
    var statuses: [String]
    var total = 0
    private(set) var byStatus: [String: Int] = [:]
    /// Scenarios in order of appearance, each with its counts by status.
    private(set) var scenarios: [(name: String, counts: [String: Int], total: Int)] = []
    private var scenarioIndex: [String: Int] = [:]
    /// Locales in order of appearance; size categories in Dynamic Type order.
    private(set) var locales: [String] = []
    private var sizeCategorySet: Set<String> = []
    /// By locale and size category: cases, and cases that did not pass.
    private(set) var cells: [String: [String: (total: Int, failing: Int)]] = [:]
    /// What the filters offer: the values that cases shown below have.
    private(set) var shownScenarios: [String] = []
    private(set) var shownLocales: [String] = []
    private(set) var shownStatuses: [String] = []
    private var shownSeen: Set<String> = []

    init(statuses: [String]) {
        self.statuses = statuses
    }

    /// Counts one case; `shown` when the report has a section for it.
    mutating func add(scenario: String, caseKey: String, status: String, shown: Bool) {
        total += 1
        byStatus[status, default: 0] += 1
        if !statuses.contains(status) { statuses.append(status) }
        let index: Int
        if let known = scenarioIndex[scenario] {
            index = known
        } else {
            index = scenarios.count
            scenarioIndex[scenario] = index
            scenarios.append((scenario, [:], 0))
        }
        scenarios[index].counts[status, default: 0] += 1
        scenarios[index].total += 1
        let parts = caseKey.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 4 {
            let locale = String(parts[1]), size = String(parts[2])
            if cells[locale] == nil { locales.append(locale) }
            sizeCategorySet.insert(size)
            var cell = cells[locale, default: [:]][size] ?? (0, 0)
            cell.total += 1
            if shown { cell.failing += 1 }
            cells[locale, default: [:]][size] = cell
            if shown, shownSeen.insert("l:" + locale).inserted { shownLocales.append(locale) }
        }
        if shown {
            if shownSeen.insert("s:" + scenario).inserted { shownScenarios.append(scenario) }
            if shownSeen.insert("t:" + status).inserted { shownStatuses.append(status) }
        }
    }

    func count(_ status: String) -> Int { byStatus[status] ?? 0 }

    /// Dynamic Type order (`xSmall` … `accessibility5`), then any other name by its bytes.
    var sizeCategories: [String] {
        let order = DynamicTypeSize.allCases.map(\.rawValue)
        return sizeCategorySet.sorted { a, b in
            switch (order.firstIndex(of: a), order.firstIndex(of: b)) {
            case let (i?, j?): i < j
            case (_?, nil): true
            case (nil, _?): false
            case (nil, nil): a.utf8.lexicographicallyPrecedes(b.utf8)
            }
        }
    }
}
