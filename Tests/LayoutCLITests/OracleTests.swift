import Foundation
import StrictJSON
import Testing
import TestSupport

/// The shared oracle cases (expected frames from real SwiftUI or its documented rules), run
/// through `layoutreg layout FILE --format json` exactly as ../shared/tools/oracle_check.py
/// runs them against the binary.
@Suite struct OracleTests {
    static let files: [String] = {
        guard let folder = Bundle.module.url(forResource: "Oracle", withExtension: nil),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.path + "/" + $0 }
    }()

    @Test func thereAreOracleCases() {
        #expect(Self.files.count >= 11)
    }

    @Test(arguments: files)
    func oracleCase(file: String) throws {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let oracle = try JSONParser.parse(text)
        let fixture = try #require(oracle.object?["fixture"])
        let caseObject = try #require(oracle.object?["case"]?.object)
        let expect = try #require(oracle.object?["expect"]?.object)
        let tolerance = oracle.object?["tolerance"]?.doubleValue ?? 0.5

        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("case.json", JSONWriter().string(JSONOutput(fixture)))
        let run = layoutreg("layout", folder.path + "/case.json",
                            "--container", try #require(caseObject["container"]?.stringValue),
                            "--locale", try #require(caseObject["locale"]?.stringValue),
                            "--size-category", try #require(caseObject["sizeCategory"]?.stringValue),
                            "--format", "json")
        #expect(run.code == 0, "\(run.err)")
        let output = try JSONParser.parse(run.out)
        var byID: [String: [Double]] = [:]
        for frame in output.object?["frames"]?.array ?? [] {
            guard let f = frame.object, let id = f["id"]?.stringValue else { continue }
            byID[id] = ["x", "y", "width", "height"].compactMap { f[$0]?.doubleValue }
        }
        for member in expect {
            let want = member.value.array?.compactMap(\.doubleValue) ?? []
            let have = try #require(byID[member.key], "no frame with id \(member.key)")
            for (h, w) in zip(have, want) {
                #expect(abs(h - w) <= tolerance + 1e-9, "\(member.key): got \(have), want \(want)")
            }
        }
    }
}
