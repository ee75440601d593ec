import Foundation
import Testing
import TestSupport

/// `record --report DIR`: the record's changed and new cases drawn, with each scenario's
/// contact sheet as `run --report` has it.
@Suite(.serialized) struct RecordReportTests {
    @Test func recordReportHasTheScenarioContactSheetWithTheApprovedCasesMarked() throws {
        let folder = try RegressionLoopTests().project()
        defer { folder.remove() }
        let db = folder.path + "/x.sqlite"
        let first = layoutreg(["record", "--db", db, "--report", "first"], in: folder.path)
        #expect(first.code == 0, "\(first.err)")
        let firstPage = try #require(folder.read("first/index.html"))
        #expect(firstPage.contains("<section class=\"sheet\" data-scenario=\"demo/buttons\">"))
        // Every case is new: each thumbnail of the sheet (2 containers × 2 sizes in en, 3 locales) says so.
        #expect(firstPage.components(separatedBy: "<figure class=\"thumb new\">").count - 1 == 4 + 3)

        try folder.write("Fixtures/strings/Demo.xcstrings", RegressionLoopTests.catalog.replacingOccurrences(
            of: "\"Anmelden\"", with: "\"Jetzt sicher anmelden und weitermachen\""))
        let second = layoutreg(["record", "--db", db, "--mode", "failed", "--report", "second"], in: folder.path)
        #expect(second.code == 0, "\(second.err)")
        let page = try #require(folder.read("second/index.html"))
        let sheet = try #require(page.range(of: "<section class=\"sheet\" data-scenario=\"demo/buttons\">"))
        let firstCase = try #require(page.range(of: "<section class=\"case\""))
        #expect(sheet.lowerBound < firstCase.lowerBound, "the sheet comes before the scenario's first case")
        // The sheet shows English in every size (unchanged: plain) and every locale at large:
        // German changed, and links to its case.
        #expect(page.components(separatedBy: "<figure class=\"thumb pass\">").count - 1 == 4 + 2)
        #expect(page.contains("<figure class=\"thumb changed\"><a href=\"#case=demo/buttons/iPhoneSE3/de/large/base\">"))
    }
}
