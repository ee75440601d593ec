import Foundation
import LayoutStore
import Testing
import TestSupport

/// Who approved a baseline, when, at which commit and after which run; and since which
/// approval a view's frame and findings have been as they are.
@Suite(.serialized) struct ApprovalProvenanceTests {
    @Test func historyTellsWhoApprovedACaseAndItsViewsAfterWhichRun() throws {
        let folder = try RegressionLoopTests().project()
        defer { folder.remove() }
        let db = folder.path + "/x.sqlite"
        #expect(layoutreg(["record", "--db", db, "--note", "first"], in: folder.path).code == 0)
        #expect(layoutreg(["run", "--db", db], in: folder.path).code == 0)   // run 1 passes
        try folder.write("Fixtures/strings/Demo.xcstrings", RegressionLoopTests.catalog.replacingOccurrences(
            of: "\"Anmelden\"", with: "\"Jetzt sicher anmelden und weitermachen\""))
        #expect(layoutreg(["run", "--db", db], in: folder.path).code == 1)   // run 2 fails in German
        #expect(layoutreg(["record", "--db", db, "--mode", "failed", "--note", "longer German"], in: folder.path).code == 0)

        let german = ["history", "--db", db, "--approvals", "--scenario", "demo/buttons", "--case", "iPhoneSE3/de/large/base"]
        let all = layoutreg(german, in: folder.path)
        #expect(all.code == 0, "\(all.err)")
        let lines = all.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(all.out)")
        #expect(lines[0].hasPrefix("approval 1  ") && lines[0].contains("  after no run  superseded ")
                && lines[0].hasSuffix("  note: first"), "\(lines[0])")
        #expect(lines[1].hasPrefix("approval 2  ") && lines[1].contains("  after run 2  current  note: longer German"), "\(lines[1])")

        // The German text's frame changed with approval 2; the rectangle's has been the same since approval 1.
        let text = layoutreg(german + ["--frame", "VStack/Group/Button[0]/Text"], in: folder.path)
        #expect(text.out.hasPrefix("VStack/Group/Button[0]/Text: frame as approved in approval 2  "), "\(text.out)\(text.err)")
        let bar = layoutreg(german + ["--frame", "VStack/Rectangle"], in: folder.path)
        #expect(bar.out.hasPrefix("VStack/Rectangle: frame as approved in approval 1  "), "\(bar.out)")

        let english = layoutreg(["history", "--db", db, "--approvals", "--scenario", "demo/buttons", "--case", "iPhoneSE3/en/large/base"],
                                in: folder.path)
        #expect(english.out.split(separator: "\n").count == 1)

        let typo = layoutreg(german + ["--frame", "VStack/Rectangel"], in: folder.path)
        #expect(typo.code == 2)
        #expect(typo.err.contains("no view VStack/Rectangel in the current baseline of demo/buttons/iPhoneSE3/de/large/base (did you mean VStack/Rectangle?)"),
                "\(typo.err)")
        #expect(layoutreg(["history", "--db", db, "--frame", "VStack"], in: folder.path).code == 2)
        #expect(layoutreg(["history", "--db", db, "--approvals", "--scenario", "demo/buttons"], in: folder.path).code == 2)
    }

    /// A finding keeps the approval that first approved it while later approvals keep it.
    @Test func aFindingIsTracedToTheApprovalThatFirstApprovedIt() throws {
        let folder = try RegressionLoopTests().project()
        defer { folder.remove() }
        let db = folder.path + "/x.sqlite"
        #expect(layoutreg(["record", "--db", db], in: folder.path).code == 0)
        try folder.write("Fixtures/buttons.json", RegressionLoopTests.scenario.replacingOccurrences(of: "\"width\": 100", with: "\"width\": 120"))
        #expect(layoutreg(["record", "--db", db, "--mode", "all"], in: folder.path).code == 0)
        let store = try LayoutStore(readingPath: db)
        let key = BaselineKey(scenario: "demo/buttons", caseKey: "iPhoneSE3/en/large/base")
        let events = try store.approvals(of: key)
        #expect(events.map(\.approvalID) == [1, 2])
        #expect(try store.viewApprovals(of: key, path: "VStack/Rectangle")?.frame.approvalID == 2, "the rectangle grew")
        let found = try #require(try store.viewApprovals(of: key, path: "VStack/Group/Button[0]"))
        let findings = found.findings.map { "\($0.kind) \($0.approval.approvalID)" }
        #expect(findings == ["tapTarget 1"], "\(findings)")
        #expect(try store.viewApprovals(of: key, path: "VStack/Nothing") == nil)
    }
}
