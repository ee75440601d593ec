import LayoutEngine
import LayoutLints
import LayoutRunner
import Testing

/// Approved lint findings in baseline files, and how a run matches a case's findings with them.
@Suite struct BaselineFindingsTests {
    let frames = [BaselineFrame(name: "VStack/Text", rect: Rect(x: 0, y: 0, width: 10, height: 20), lines: 1, isTruncated: true)]
    let truncated = Finding(kind: .truncated, path: "VStack/Text", viewID: "title", detail: "needs 3 lines, has 2")
    let overlap = Finding(kind: .overlap, path: "HStack/Text[0]", detail: "overlaps #price by 12 × 20.3 pt")

    @Test func findingsFollowTheirCaseFramesAndReadBack() throws {
        let text = BaselineTextWriter.format(scenario: "s", header: [], cases: [("a", frames), ("b", frames)],
                                       findings: ["a": [truncated, overlap]])
        #expect(text == """
            # layoutreg baselines: s

            == a
            VStack/Text\t0.0\t0.0\t10.0\t20.0\tlines=1\ttruncated
            ! truncated\tVStack/Text\tneeds 3 lines, has 2
            ! overlap\tHStack/Text[0]\toverlaps #price by 12 × 20.3 pt

            == b
            VStack/Text\t0.0\t0.0\t10.0\t20.0\tlines=1\ttruncated

            """)
        let parsed = try BaselineTextReader.parse(text)
        #expect(parsed.cases["a"] == frames && parsed.cases["b"] == frames)
        // The id is not written: the path names the view.
        #expect(parsed.findings == ["a": [Finding(kind: .truncated, path: "VStack/Text", detail: "needs 3 lines, has 2"),
                                         Finding(kind: .overlap, path: "HStack/Text[0]", detail: "overlaps #price by 12 × 20.3 pt")]])
    }

    @Test func aFileWithoutFindingsReadsAsBefore() throws {
        let parsed = try BaselineTextReader.parse("# layoutreg baselines: s\n\n== a\nVStack\t0.0\t0.0\t1.0\t1.0\n")
        #expect(parsed.cases.count == 1)
        #expect(parsed.findings.isEmpty)
    }

    @Test(arguments: [("! truncate\tVStack/Text\tneeds 3 lines, has 2", "line 4, column 3: unknown lint kind \"truncate\""),
                      ("! truncated\tVStack/Text", "line 4, column 1: expected '! kind<TAB>path<TAB>detail' for an approved finding")])
    func aBadFindingLineIsAnErrorWithItsLine(line: String, message: String) {
        #expect(throws: BaselineTextReader.ParseError.self) { try BaselineTextReader.parse("# x\n== a\nVStack\t0\t0\t1\t1\n" + line + "\n") }
        do { _ = try BaselineTextReader.parse("# x\n== a\nVStack\t0\t0\t1\t1\n" + line + "\n") } catch {
            #expect(error.description.hasPrefix(message))
        }
    }

    @Test func approvalsMatchKindViewAndDetailButNotTheNumbers() {
        var moved = truncated
        moved.detail = "needs 4 lines, has 2"
        var otherNeighbour = overlap
        otherNeighbour.detail = "overlaps #total by 12 × 20.3 pt"
        let matched = CaseFinding.matching([moved, otherNeighbour, truncated],
                                           approved: [Finding(kind: .truncated, path: "VStack/Text", detail: "needs 3 lines, has 2"), overlap])
        // One approval covers one finding: the second truncation of the same view is new.
        #expect(matched.map(\.isApproved) == [true, false, false])
        #expect(CaseFinding.matching([truncated], approved: nil).map(\.isApproved) == [false])
    }

    @Test func onlyANewFindingAtFailFails() {
        var failing = truncated
        failing.severity = .fail
        #expect(CaseFinding(failing, isApproved: false).fails)
        #expect(!CaseFinding(failing, isApproved: true).fails)
        #expect(!CaseFinding(truncated, isApproved: false).fails)
    }
}
