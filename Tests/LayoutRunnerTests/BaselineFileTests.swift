import Foundation
import LayoutEngine
import LayoutLints
import LayoutStore
@testable import LayoutRunner
import Testing
import TestSupport

/// `run` reads a baseline file's shape when a window needs it and each case's lines when the
/// case is compared (``BaselineFile``): what it reads must be what reading the whole file gives,
/// and an error must still name its file, line and column.
@Suite struct BaselineFileTests {
    static let text = """
        # layoutreg baselines: s
        $ 0123456789ab\tok\tOK

        == a
        VStack\t0.0\t0.0\t10.0\t10.0
        VStack/Text\t1.0\t1.0\t8.0\t8.0\tlines=1\ts=0123456789ab
        ! tapTarget\tVStack/Text\t8 × 8 pt, under 44 × 44

        == b
        VStack\t0.0\t0.0\tten\t10.0

        == c
        = a

        """

    @Test func eachCaseReadAloneIsWhatTheWholeFileGives() throws {
        let file = try BaselineFile(path: "s.baseline", bytes: Data(Self.text.utf8))
        #expect(file.keys == ["a", "b", "c"])
        #expect(file.contains("c") && !file.contains("d"))
        #expect(try file.approved("d") == nil)
        let a = try #require(try file.approved("a"))
        #expect(a.frames.map(\.name) == ["VStack", "VStack/Text"])
        #expect(a.frames[1].lines == 1)
        #expect(a.strings == [BaselineString(path: "VStack/Text", key: "ok", text: "OK")])
        #expect(a.findings.map(\.kind) == [.tapTarget])
        // A reference reads as the case it names: frames, strings and findings.
        let c = try #require(try file.approved("c"))
        #expect(c.frames == a.frames && c.strings == a.strings && c.findings == a.findings)
        // Names equal to the layout's are its strings, not new ones; the frames are the same.
        let layout = [BaselineFrame(name: "VStack", rect: .zero), BaselineFrame(name: "VStack/Text", rect: .zero)]
        #expect(try file.approved("a", sharingNamesWith: layout)?.frames == a.frames)
    }

    @Test func aCaseWhoseLinesAreWrongIsTheErrorWhenItIsRead() throws {
        let file = try BaselineFile(path: "s.baseline", bytes: Data(Self.text.utf8))
        let error = try #require(throws: RunnerError.self) { try file.approved("b") }
        #expect(error.description.hasPrefix("s.baseline:10:16: \"ten\" is not a number"), "\(error)")
        // The other cases read all the same.
        #expect(try file.approved("a") != nil)
        // Reading the whole file finds the same error at the same place.
        let whole = try #require(throws: BaselineTextReader.ParseError.self) { try BaselineTextReader.parse(Self.text) }
        #expect((whole.line, whole.column) == (10, 16))
    }

    /// What the shape alone shows is found when the file is opened.
    @Test(arguments: [
        ("== a\n== a\n", "s.baseline:2:1: case a appears twice"),
        ("== a\n= b\n== b\n", "s.baseline:2:3: case a refers to b, which is not a case before it"),
        ("== a\n== b\n= a\nVStack\t0\t0\t1\t1\n", "s.baseline:4:1: case b refers to another case (line 3) and so has no lines of its own"),
        ("VStack\t0\t0\t1\t1\n", "s.baseline:1:1: a frame before the first '== case' line"),
        ("== a\n<<<<<<< HEAD\n", "s.baseline:2:1: merge conflict markers at line 2: resolve the conflict first"),
    ])
    func anErrorOfShapeIsFoundWhenTheFileIsOpened(text: String, message: String) throws {
        let opened = Result { () throws(RunnerError) in try BaselineFile(path: "s.baseline", bytes: Data(text.utf8)) }
        switch opened {
        case let .failure(error):
            #expect(error.description == message)
        case let .success(file):
            // A conflict marker inside a case is an error of its lines: found when it is read.
            let error = try #require(throws: RunnerError.self) { try file.approved("a") }
            #expect(error.description == message)
        }
    }

    @Test func invalidUTF8IsFoundWhenTheFileIsOpened() throws {
        let error = try #require(throws: RunnerError.self) {
            try BaselineFile(path: "s.baseline", bytes: Data("== a\nV".utf8 + [0xFF] + "\t0\t0\t1\t1\n".utf8))
        }
        #expect(error.description.hasPrefix("s.baseline:2:2: invalid UTF-8"), "\(error)")
    }

    /// A file over the size kept in memory is read a case at a time from the file it opened:
    /// the same cases, the same errors at the same lines, and the same bytes after `record`
    /// renames a new file over it.
    @Test func aLargeFileIsReadACaseAtATimeFromTheFileItOpened() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("s.baseline", Self.text)
            let kept = try #require(try BaselineFile.open(path: path))
            let read = try #require(try BaselineFile.open(path: path, keepingInMemoryUpTo: 0))
            #expect(read.keys == kept.keys)
            for key in ["a", "c"] {
                let (one, other) = (try read.approved(key), try kept.approved(key))
                #expect(one?.frames == other?.frames && one?.strings == other?.strings && one?.findings == other?.findings)
                #expect(one?.frames.isEmpty == false)
            }
            // The whole file, read again from the open file, fails where the kept bytes do.
            let whole = try #require(throws: RunnerError.self) { try read.parsed() }
            let keptWhole = try #require(throws: RunnerError.self) { try kept.parsed() }
            #expect(whole.description == keptWhole.description)
            let error = try #require(throws: RunnerError.self) { try read.approved("b") }
            #expect(error.description.hasPrefix(path + ":10:16: \"ten\" is not a number"), "\(error)")

            // A new file renamed over it, as `record` writes one: the opened file reads on.
            let replacement = try directory.write("new.baseline", "== a\nVStack\t5.0\t5.0\t1.0\t1.0\n")
            #expect(rename(replacement, path) == 0)
            #expect(try read.approved("a")?.frames == kept.approved("a")?.frames)
            #expect(try BaselineFile.open(path: path)?.keys == ["a"], "opened again, the new file")
            #expect(try BaselineFile.open(path: directory.file("none.baseline")) == nil)
        }
    }

    @Test func aConflictInsideACaseOfALargeFileIsNamedAsInASmallOne() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("s.baseline", "== a\nVStack\t0\t0\t1\t1\n<<<<<<< HEAD\n")
            let read = try #require(try BaselineFile.open(path: path, keepingInMemoryUpTo: 0))
            let error = try #require(throws: RunnerError.self) { try read.approved("a") }
            #expect(error.description == path + ":3:1: merge conflict markers at line 3: resolve the conflict first")
        }
    }

    /// A baseline folder's scenarios are its regular `.baseline` files, in sub-folders too: not
    /// a folder so named, nor a link to a file.
    @Test func scenarioNamesAreTheRegularBaselineFiles() throws {
        try withTemporaryDirectory { directory in
            try directory.write("b.baseline", "")
            try directory.write("demo/a.baseline", "")
            try directory.write("folder.baseline/c.baseline", "")
            try directory.write("notes.txt", "")
            try FileManager.default.createSymbolicLink(atPath: directory.file("link.baseline"),
                                                       withDestinationPath: directory.file("b.baseline"))
            #expect(BaselineDirectory(path: directory.path).scenarioNames() == ["b", "demo/a", "folder.baseline/c"])
        }
    }

    /// Every shipped baseline file, each case read alone, is what reading the whole file gives.
    @Test func theShippedBaselinesReadAloneAsWhole() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Baselines").path
        let directory = BaselineDirectory(path: root)
        let names = directory.scenarioNames()
        #expect(names.count > 20)
        for name in names {
            let whole = try #require(try directory.readWithFindings(scenario: name))
            let file = try #require(try directory.indexedFile(scenario: name))
            #expect(Set(file.keys) == Set(whole.cases.keys), "\(name)")
            for key in file.keys {
                let one = try #require(try file.approved(key))
                #expect(one.frames == whole.cases[key], "\(name) \(key)")
                #expect(one.findings == (whole.findings[key] ?? []), "\(name) \(key)")
                #expect(one.strings == whole.strings[key], "\(name) \(key)")
            }
        }
    }

    /// A run finds a case's bad line when it compares that case, and says where it is; a run
    /// of the file's other cases does not read that case's lines.
    @Test(arguments: [1, 2])
    func aRunNamesTheBadLineOfTheCaseItCompares(jobs: Int) throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fixtures/buttons.json", Sandbox.buttons)
        let store = try LayoutStore.inMemory()
        _ = try sandbox.runner().record(mode: .all, filter: nil, note: nil, store: store)
        let path = "Fixtures/Baselines/demo/buttons.baseline"
        let text = try #require(sandbox.read(path))
        let marker = "== iPhoneSE3/de/large/base\n"
        let start = try #require(text.range(of: marker))
        try sandbox.write(path, text.replacingCharacters(in: start.upperBound..<start.upperBound, with: "HStack\tx\t0\t1\t1\n"))
        let line = text[..<start.upperBound].split(separator: "\n", omittingEmptySubsequences: false).count
        let error = try #require(throws: RunnerError.self) { try sandbox.runner(jobs: jobs).run(filter: nil, store: store) }
        #expect(error.description.hasSuffix("demo/buttons.baseline:\(line):8: \"x\" is not a number: expected digits with an optional '-' "
                                            + "and decimals, such as -12.333 (no exponent, inf or nan)"), "\(error)")
        let other = try sandbox.runner(jobs: jobs).run(filter: CaseFilter("demo/buttons/iPhoneSE3/en/*"), store: store)
        #expect(other.results.count == 2 && other.results.allSatisfy { $0.status == .pass })
    }
}
