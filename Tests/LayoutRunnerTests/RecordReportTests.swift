import LayoutLints
import Testing
@testable import LayoutRunner

/// A record's report, joined from the parts its lanes made, lists the first entries of each
/// list in job order and counts the rest: whatever the parts, the report made a case at a time.
@Suite struct RecordReportTests {
    /// 17 cases: new, changed and unchanged, some with new findings of two kinds.
    static func add(_ i: Int, to report: inout RecordReport) {
        let name = "s/iPhone16/l\(i)/large/base"
        switch i % 3 {
        case 0: report.addNew(name)
        case 1: report.addChanged(name, differences: [])
        default: report.unchanged += 1
        }
        for k in 0..<(i % 4) {
            report.addNewFinding(Finding(kind: k % 2 == 0 ? .truncated : .overlap, path: "VStack/Text[\(k)]", detail: "\(i)"), caseName: name)
        }
    }

    static func oneByOne(limit: Int?) -> RecordReport {
        var report = RecordReport(listLimit: limit)
        for i in 0..<17 { add(i, to: &report) }
        return report
    }

    /// The report made by joining parts of `size` cases, each made under the same limit.
    static func joined(limit: Int?, size: Int) -> RecordReport {
        var report = RecordReport(listLimit: limit)
        for start in stride(from: 0, to: 17, by: size) {
            var part = RecordReport(listLimit: limit)
            for i in start..<min(17, start + size) { add(i, to: &part) }
            report.append(part)
        }
        return report
    }

    @Test(arguments: [nil, 0, 1, 3, 100] as [Int?], [1, 2, 5, 17])
    func partsJoinAsCasesAdded(limit: Int?, size: Int) {
        #expect(Self.joined(limit: limit, size: size) == Self.oneByOne(limit: limit))
    }

    /// A limit keeps each list's first entries and counts the rest, by kind for findings.
    @Test(arguments: [0, 1, 3, 100])
    func aLimitListsTheFirstAndCountsTheRest(limit: Int) {
        let all = Self.oneByOne(limit: nil), listed = Self.oneByOne(limit: limit)
        #expect(listed.new == Array(all.new.prefix(limit)))
        #expect(listed.changed.map(\.name) == Array(all.changed.map(\.name).prefix(limit)))
        #expect(listed.newFindings.map(\.finding) == Array(all.newFindings.map(\.finding).prefix(limit)))
        #expect((listed.newCount, listed.changedCount, listed.newFindingCount, listed.caseCount)
                == (all.newCount, all.changedCount, all.newFindingCount, all.caseCount))
        var unlisted: [LintKind: Int] = [:]
        for entry in all.newFindings.dropFirst(limit) { unlisted[entry.finding.kind, default: 0] += 1 }
        #expect(listed.unlistedFindings == unlisted)
        #expect(listed.changedAnything)
    }
}
