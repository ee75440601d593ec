import LayoutEngine
import LayoutLints
import LayoutRunner
import Testing

/// Baseline files store a case whose lines equal an earlier case's once, as a reference, and
/// keep each case's strings as digests with one table of the strings.
@Suite struct CompactBaselineTests {
    let small = [BaselineFrame(name: "VStack", rect: Rect(x: 0, y: 0, width: 100, height: 20)),
                 BaselineFrame(name: "VStack/Text", rect: Rect(x: 0, y: 0, width: 100, height: 20), lines: 1, isTruncated: false)]
    let large = [BaselineFrame(name: "VStack", rect: Rect(x: 0, y: 0, width: 100, height: 40)),
                 BaselineFrame(name: "VStack/Text", rect: Rect(x: 0, y: 0, width: 100, height: 40), lines: 2, isTruncated: false)]

    @Test func identicalCasesAreWrittenOnceAndReadBackWhole() throws {
        let finding = Finding(kind: .truncated, path: "VStack/Text", detail: "needs 2 lines, has 1")
        let text = BaselineTextWriter.format(scenario: "s", header: [], cases: [("c/en/large/base", small), ("a/en/large/base", small),
                                                                          ("b/en/large/base", large), ("d/en/large/base", small)],
                                       findings: ["a/en/large/base": [finding], "c/en/large/base": [finding]])
        #expect(text == """
            # layoutreg baselines: s

            == a/en/large/base
            VStack\t0.0\t0.0\t100.0\t20.0
            VStack/Text\t0.0\t0.0\t100.0\t20.0\tlines=1
            ! truncated\tVStack/Text\tneeds 2 lines, has 1

            == b/en/large/base
            VStack\t0.0\t0.0\t100.0\t40.0
            VStack/Text\t0.0\t0.0\t100.0\t40.0\tlines=2

            == c/en/large/base
            = a/en/large/base

            == d/en/large/base
            VStack\t0.0\t0.0\t100.0\t20.0
            VStack/Text\t0.0\t0.0\t100.0\t20.0\tlines=1

            """)
        let parsed = try BaselineTextReader.parse(text)
        #expect(parsed.cases["c/en/large/base"] == parsed.cases["a/en/large/base"])
        #expect(parsed.cases["c/en/large/base"]?.map(\.rect) == small.map(\.rect))
        #expect(parsed.findings["c/en/large/base"] == [finding])
        #expect(parsed.findings["d/en/large/base"] == nil)
        // Written again from what was read, the file is the same.
        #expect(BaselineTextWriter.format(scenario: "s", header: [], cases: parsed.cases.map { ($0.key, $0.value) },
                                    findings: parsed.findings, strings: parsed.strings) == text)
    }

    @Test func stringsAreDigestsPerCaseWithOneTableAtTheTop() throws {
        let english = [BaselineString(path: "VStack/Text", key: "login", text: "Log in")]
        let german = [BaselineString(path: "VStack/Text", key: "login", text: "Tab\tand \\ new\nline")]
        let text = BaselineTextWriter.format(scenario: "s", header: ["h"], cases: [("x/en/large/base", small), ("x/de/large/base", small),
                                                                              ("y/en/large/base", small)],
                                       strings: ["x/en/large/base": english, "x/de/large/base": german, "y/en/large/base": english])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Sorted by key, then text.
        #expect(lines[3] == "$ \(english[0].digest)\tlogin\tLog in")
        #expect(lines[4] == "$ \(german[0].digest)\tlogin\tTab\\tand \\\\ new\\nline")
        // Each on its text's frame line.
        #expect(lines.filter { $0.hasPrefix("VStack/Text\t") && $0.hasSuffix("\tlines=1\ts=\(english[0].digest)") }.count == 1)
        #expect(lines.filter { $0.hasSuffix("\ts=\(german[0].digest)") }.count == 1)
        #expect(!lines.contains { $0.hasPrefix("\" ") })
        // The German case's strings differ, so only the second English case is a reference.
        #expect(lines.filter { $0.hasPrefix("= ") } == ["= x/en/large/base"])
        let parsed = try BaselineTextReader.parse(text)
        #expect(parsed.strings["x/de/large/base"] == german)
        #expect(parsed.strings["y/en/large/base"] == english)
        #expect(english[0].digest.count == 12 && english[0].digest != german[0].digest)
        #expect(BaselineString(path: "p", key: nil, text: "Log in").digest != english[0].digest, "a verbatim text is not a key's")
    }

    /// A text without a frame of its own keeps its string on a line of its own.
    @Test func aStringWithoutItsFrameHasALineOfItsOwn() throws {
        let strings = [BaselineString(path: "VStack/Text", key: "a", text: "A"), BaselineString(path: "VStack/Hidden", key: nil, text: "B")]
        let text = BaselineTextWriter.format(scenario: "s", header: [], cases: [("k", small)], strings: ["k": strings])
        #expect(text.contains("\n\" VStack/Hidden\t\(strings[1].digest)\n"))
        #expect(try BaselineTextReader.parse(text).strings["k"].map(Set.init) == Set(strings))
    }

    /// A digest is part of the files: the same for the same key and text in every version.
    /// These two are lines of a committed baseline file (`Fixtures/Baselines`) and of the
    /// test above.
    @Test func aDigestIsWhatCommittedFilesHold() {
        #expect(BaselineString(path: "p", key: "Select a Size", text: "Choisissez une taille").digest == "1efbfd231f6a")
        #expect(BaselineString(path: "p", key: nil, text: "L").digest == "7a73f1195708")
    }

    /// Each string goes on its text's frame line whatever order the strings come in: the
    /// writer looks for them in frame order, and looks each frame up when that fails.
    @Test(arguments: [[0, 1, 2], [2, 1, 0], [1, 0, 2], [0, 2, 1]])
    func stringsInAnyOrderAreWrittenAlike(order: [Int]) {
        let frames = ["VStack", "VStack/Text[0]", "VStack/Image", "VStack/Text[1]", "VStack/Text[2]"].map {
            BaselineFrame(name: $0, rect: Rect(x: 0, y: 0, width: 10, height: 10))
        }
        let strings = [BaselineString(path: "VStack/Text[0]", key: "a", text: "A"),
                       BaselineString(path: "VStack/Text[2]", key: "b", text: "B"),
                       BaselineString(path: "VStack/Gone", key: nil, text: "C")]
        let write = { (strings: [BaselineString]) in
            BaselineTextWriter.format(scenario: "s", header: [], cases: [("k", frames)], strings: ["k": strings])
        }
        let text = write(order.map { strings[$0] })
        #expect(text == write(strings))
        #expect(text.contains("\nVStack/Text[0]\t0.0\t0.0\t10.0\t10.0\ts=\(strings[0].digest)\n"))
        #expect(text.contains("\nVStack/Text[1]\t0.0\t0.0\t10.0\t10.0\n"))
        #expect(text.contains("\nVStack/Text[2]\t0.0\t0.0\t10.0\t10.0\ts=\(strings[1].digest)\n"))
        #expect(text.hasSuffix("\n\" VStack/Gone\t\(strings[2].digest)\n"))
    }

    /// Files written before references and strings read as they always did.
    @Test func anOldFileReadsAsBefore() throws {
        let parsed = try BaselineTextReader.parse("# layoutreg baselines: s\n\n== a\nVStack\t0.0\t0.0\t1.0\t1.0\n\n== b\nVStack\t0.0\t0.0\t1.0\t1.0\n")
        #expect(parsed.cases.count == 2)
        #expect(parsed.strings.isEmpty)
        #expect(BaselineTextWriter.format(scenario: "s", header: [], cases: parsed.cases.map { ($0.key, $0.value) })
                    .hasSuffix("== b\n= a\n"))
    }

    @Test(arguments: [
        ("== a\n= b\n", "line 2, column 3: case a refers to b, which is not a case before it"),
        ("== a\nV\t0\t0\t1\t1\n== b\n= a\nV\t0\t0\t1\t1\n", "line 5, column 1: case b refers to another case (line 4) and so has no lines of its own"),
        ("== a\nV\t0\t0\t1\t1\n== b\nV\t0\t0\t1\t1\n= a\n", "line 5, column 1: '= a' must be the only line of case b"),
        ("== a\nV\t0\t0\t1\t1\n\" V\t0123456789ab\n", "line 3, column 5: string 0123456789ab is not in the file's table of strings ('$ ' lines before the first case)"),
        ("== a\n\" V\n", "line 2, column 1: expected '\" path<TAB>digest' for a string of the case"),
        ("== a\nV\t0\t0\t1\t1\ts=0123456789ab\n", "line 2, column 11: string 0123456789ab is not in the file's table of strings ('$ ' lines before the first case)"),
        ("$ 0123456789ab\tk\tbad \\q escape\n", "line 1, column 1: expected '$ digest<TAB>key<TAB>text' for a string, with \\\\, \\t, \\n and \\r escapes only"),
    ])
    func malformedReferencesAndStringsAreLocated(text: String, message: String) {
        #expect(throws: BaselineTextReader.ParseError.self) { try BaselineTextReader.parse(text) }
        do { _ = try BaselineTextReader.parse(text) } catch { #expect(error.description == message) }
    }
}
