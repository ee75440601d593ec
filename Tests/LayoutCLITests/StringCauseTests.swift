import Foundation
import StrictJSON
import Testing
import TestSupport

/// Baselines keep the strings each case showed: a run whose German string grew names that
/// string, with its old and new text, as the cause, in the console, the JSON and the report,
/// whose wireframes write each text's string in its rectangle.
@Suite(.serialized) struct StringCauseTests {
    static let longer = "Jetzt sicher anmelden und weitermachen"

    @Test func aChangedStringIsNamedAsTheCauseWithItsOldAndNewText() throws {
        let folder = try RegressionLoopTests().project()
        defer { folder.remove() }
        let db = folder.path + "/x.sqlite"
        #expect(layoutreg(["record", "--db", db], in: folder.path).code == 0)
        let file = try #require(folder.read("Fixtures/Baselines/demo/buttons.baseline"))
        #expect(file.contains("\tLog in\tAnmelden\n"), "the table of strings has the German text")
        #expect(file.contains("\nVStack/Group/Button[0]/Text\t") && file.contains("\tlines=1\ts="))

        try folder.write("Fixtures/strings/Demo.xcstrings", RegressionLoopTests.catalog.replacingOccurrences(
            of: "\"Anmelden\"", with: "\"\(Self.longer)\""))
        let failing = layoutreg(["run", "--db", db, "--report", "report"], in: folder.path)
        #expect(failing.code == 1)
        let lines = failing.out.split(separator: "\n").map(String.init)
        #expect(lines.count < 30, "\(failing.out)")
        #expect(lines.contains("      because the string \"Log in\" changed in de/base: \"Anmelden\" → \"\(Self.longer)\""),
                "\(failing.out)")

        let json = layoutreg(["run", "--db", db, "--format", "json", "--filter", "demo/buttons/iPhoneSE3/de/large/base"],
                             in: folder.path)
        let text = json.out
        #expect(text.contains("\"strings\":[{\"view\":\"VStack/Group/Button[0]/Text\",\"key\":\"Log in\",\"old\":\"Anmelden\",\"new\":\"\(Self.longer)\"}]"),
                "\(text.prefix(2000))")

        let page = try #require(folder.read("report/index.html"))
        #expect(page.contains("<li class=\"string-change\">Because the string &quot;Log in&quot; changed in de/base: "
                              + "&quot;Anmelden&quot; → &quot;\(Self.longer)&quot;</li>"))
        // The baseline's wireframe writes the old text, the layout's the new one (cut to its rectangle where it must be).
        #expect(page.contains(">Anmelden</text>"))
        #expect(page.contains(">Jetzt sicher"))
        #expect(page.contains(">Ich habe mein"), "the unchanged text is written too")
        #expect(!page.contains(">Text</text>"), "no Text is labelled by its type where its string is known")
    }

    /// A file written before strings were kept reads as it is; the next record rewrites it with
    /// its strings and identical cases once, changing no frame.
    @Test func recordRewritesAnOldFileInTheCurrentForm() throws {
        let folder = try RegressionLoopTests().project()
        defer { folder.remove() }
        let db = folder.path + "/x.sqlite"
        #expect(layoutreg(["record", "--db", db], in: folder.path).code == 0)
        let path = "Fixtures/Baselines/demo/buttons.baseline"
        let current = try #require(folder.read(path))
        // The old form: every case written out, no strings.
        var old = ""
        var body: [String: String] = [:], key = ""
        for line in current.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("== ") { key = String(line.dropFirst(3)) }
            if line.hasPrefix("$ ") || line.hasPrefix("\" ") { continue }
            let line = line.split(separator: "\t").filter { !$0.hasPrefix("s=") }.joined(separator: "\t")
            if line.hasPrefix("= "), let copied = body[String(line.dropFirst(2))] { old += copied; body[key] = copied; continue }
            if !line.hasPrefix("== ") && !line.hasPrefix("#") && !line.isEmpty { body[key, default: ""] += line + "\n" }
            old += line + "\n"
        }
        #expect(!old.contains("\n= "))
        try folder.write(path, old)
        #expect(layoutreg(["run", "--db", db], in: folder.path).code == 0, "an old file reads as it did")

        let rewritten = layoutreg(["record", "--db", db, "--mode", "missing"], in: folder.path)
        #expect(rewritten.code == 0, "\(rewritten.err)")
        #expect(rewritten.out.contains("rewrote   demo/buttons in the current form"), "\(rewritten.out)")
        #expect(rewritten.out.contains("recorded: 0 new, 0 changed, 0 unchanged, 0 removed, 24 not selected by the mode, 1 file rewritten"))
        let migrated = try #require(folder.read(path))
        #expect(migrated.split(separator: "\n").filter { !$0.hasPrefix("#") } == current.split(separator: "\n").filter { !$0.hasPrefix("#") })
        #expect(layoutreg(["run", "--db", db], in: folder.path).code == 0)
        #expect(layoutreg(["record", "--db", db], in: folder.path).out.contains("nothing to record"))
    }
}
