import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutEngine
import LayoutReport
import LayoutRunner
import Testing

/// What a user wrote is shown, never obeyed: on the terminal, in JUnit files, in JSON.
@Suite struct EscapingTests {
    @Test(arguments: [
        ("plain/name", "plain/name"),
        ("a\u{1B}]52;c;aGVsbG8=\u{7}b", #"a\u{1B}]52;c;aGVsbG8=\u{7}b"#),
        ("csi\u{1B}[2J", #"csi\u{1B}[2J"#),
        ("c1\u{9B}31m\u{85}", #"c1\u{9B}31m\u{85}"#),
        ("del\u{7F}", #"del\u{7F}"#),
        ("two\nlines\tand\rreturn", #"two\u{A}lines\u{9}and\u{D}return"#),
        ("bidi \u{202E}txt.exe\u{2066}\u{2069}", #"bidi \u{202E}txt.exe\u{2066}\u{2069}"#),
        ("nul\u{0}", #"nul\u{0}"#),
        ("Anmelden … é 😀 ° « تسجيل", "Anmelden … é 😀 ° « تسجيل"),
    ])
    func terminalTextEscapesControls(text: String, shown: String) {
        #expect(TerminalText.escaped(text) == shown)
        #expect(!TerminalText.escaped(text).unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func keepingLinesKeepsLineFeedsAndTabsOnly() {
        #expect(TerminalText.escaped("a\nb\tc\rd\u{1B}", keepingLines: true) == "a\nb\tc\\u{D}d\\u{1B}")
    }

    @Test func shellQuotingSurvivesQuotes() {
        #expect(TerminalText.shellQuoted("it's; rm -rf ~") == #"'it'\''s; rm -rf ~'"#)
    }

    static let nasty = "n\u{0}\u{1}\u{8}\u{B}\u{C}\u{E}\u{1F}\u{1B}]52;c;eA==\u{7}\u{FFFE}\u{FFFF}\u{7F}\u{85}<&>\"']]>\u{202E}"

    static var report: RunReport {
        let frame = BaselineFrame(name: "#" + nasty, rect: Rect(x: 0, y: 0, width: 1, height: 1))
        let moved = FrameDifference(name: frame.name, kind: .changed, expected: frame,
                                    actual: BaselineFrame(name: frame.name, rect: Rect(x: 0, y: 0, width: 2, height: 1)), delta: 1)
        return RunReport(results: [
            CaseResult(scenario: nasty, caseKey: "c/en/large/base", status: .fail, maxDelta: 1, differences: [moved]),
            CaseResult(scenario: nasty, caseKey: nasty, status: .new),
            CaseResult(scenario: "t", caseKey: nasty, status: .error, message: nasty),
            CaseResult(scenario: "t", caseKey: "ok", status: .pass),
        ], runID: 1, durationMilliseconds: 1)
    }

    /// A strict XML 1.0 parser reads the report, and gets the names back in visible form.
    @Test func junitIsValidXMLWhateverTheNames() throws {
        let xml = JUnitReport.xml(Self.report)
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = NameCollector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.suites.count == 2)
        #expect(collector.suites[0].contains(#"\u{1B}]52;c;eA==\u{7}\u{FFFE}\u{FFFF}"#))
        #expect(collector.suites[0].contains("<&>\"']]>"))
        #expect(collector.cases.count == 4)
    }

    @Test func runReportsShowNamesEscapedOnOneLine() {
        let text = RunFormatter.text(Self.report)
        #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{85}" || $0 == "\u{202E}" || $0 == "\u{0}" })
        let fail = text.split(separator: "\n").filter { $0.hasPrefix("FAIL  ") }
        #expect(fail.count == 1)
        #expect(fail.first?.contains(#"n\u{0}\u{1}\u{8}\u{B}\u{C}\u{E}\u{1F}\u{1B}]52;c;eA==\u{7}"#) == true)
        // The approval command stays one shell word, whatever quotes the name holds.
        #expect(text.contains(#"--filter 'n\u{0}"#))
        #expect(text.contains(#"]]>\u{202E}/c/en/large/base'"#))
        #expect(text.contains(#""'\''"#))
    }

    final class NameCollector: NSObject, XMLParserDelegate {
        var suites: [String] = []
        var cases: [String] = []

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if element == "testsuite" { suites.append(attributes["name"] ?? "") }
            if element == "testcase" { cases.append(attributes["name"] ?? "") }
        }
    }
}
