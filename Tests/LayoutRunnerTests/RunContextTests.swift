import Testing
@testable import LayoutRunner

@Suite struct RunContextTests {
    @Test func spawnReturnsWhatTheProgramPrints() {
        let output = RunContext.spawn(["sh", "-c", "printf 'line one\\nline two'; echo ignored >&2"])
        #expect(output.map { String(decoding: $0, as: UTF8.self) } == "line one\nline two")
    }

    @Test func spawnReturnsLongOutputWhole() {
        // More than one read's worth, and more than a pipe buffer holds.
        let output = RunContext.spawn(["sh", "-c", "head -c 200000 /dev/zero"])
        #expect(output?.count == 200_000)
    }

    @Test(arguments: [["sh", "-c", "echo partial; exit 3"], ["sh", "-c", "kill -9 $$"],
                      ["layoutreg-no-such-program-here"]])
    func spawnIsNilUnlessTheProgramSucceeds(arguments: [String]) {
        #expect(RunContext.spawn(arguments) == nil)
    }

    @Test func gitHeadIsTheCommitGitNamesWithoutTheNewline() {
        // The tests run in a clone of the repository, where both name the same commit.
        let printed = RunContext.spawn(["git", "rev-parse", "HEAD"]).map { String(decoding: $0, as: UTF8.self) }
        #expect(RunContext.gitHead().map { $0 + "\n" } == printed)
        if let head = RunContext.gitHead() { #expect(head.count == 40 || head.count == 64) }
    }
}
