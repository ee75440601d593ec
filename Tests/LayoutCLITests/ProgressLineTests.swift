@testable import LayoutCLI
@testable import LayoutRunner
import Synchronization
import Testing

@Suite struct ProgressLineTests {
    @Test(arguments: [
        // 1,200 of 10,000 in 0.3 s: 4,000 cases/s, 8,800 left take 2.2 s.
        (WorkProgress(done: 1_200, total: 10_000, failures: 12), Duration.milliseconds(300),
         "laid out 1,200/10,000 cases, 12 did not pass, 4,000 cases/s, about 2.2 s left"),
        // 10 of 100,000 in 1 s: 99,990 left at 10 a second, in whole seconds.
        (WorkProgress(done: 10, total: 100_000, failures: 0), Duration.seconds(1),
         "laid out 10/100,000 cases, 0 did not pass, 10 cases/s, about 9999 s left"),
        (WorkProgress(done: 500, total: 500, failures: 3), Duration.milliseconds(250),
         "laid out 500/500 cases, 3 did not pass, 2,000 cases/s"),
        (WorkProgress(done: 0, total: 500, failures: 0), Duration.zero, "laid out 0/500 cases, 0 did not pass"),
    ])
    func showsDoneFailuresRateAndTimeLeft(progress: WorkProgress, elapsed: Duration, line: String) {
        #expect(ProgressLine.text(progress, verb: "laid out", failures: "did not pass", elapsed: elapsed) == line)
    }

    @Test func aTerminalGetsALineRedrawnInPlaceAndErasedBeforeTheNextMessage() {
        let written = Mutex<[String]>([])
        let terminal = Console(out: { text in written.withLock { $0.append("out:" + text) } },
                               error: { text in written.withLock { $0.append("err:" + text) } }, errorIsTerminal: true)
        terminal.progress("laid out 1/2 cases")
        terminal.progress("laid out 2/2 cases")
        terminal.print("done")
        terminal.printError("warning")
        #expect(written.withLock { $0 } == ["err:\rlaid out 1/2 cases\u{1B}[K", "err:\rlaid out 2/2 cases\u{1B}[K", "err:\r\u{1B}[K",
                                            "out:done\n", "err:warning\n"])
        #expect(Workspace.progress(console: terminal, verb: "laid out", failures: "failed") != nil)
    }

    @Test func noProgressWhenStandardErrorIsNotATerminal() {
        let written = Mutex<[String]>([])
        let log = Console(out: { _ in }, error: { text in written.withLock { $0.append(text) } })
        log.progress("laid out 1/2 cases")
        log.endProgress()
        #expect(written.withLock { $0 }.isEmpty)
        #expect(Workspace.progress(console: log, verb: "laid out", failures: "failed") == nil)
    }
}
