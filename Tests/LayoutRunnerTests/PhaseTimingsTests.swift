@testable import LayoutRunner
import Testing

/// `LAYOUTREG_TIMINGS`: each phase's durations added up, and with `trace` each time it ran.
@Suite struct PhaseTimingsTests {
    @Test(arguments: [
        (Duration.milliseconds(1_234), 3, "1.234 s"),
        (Duration.microseconds(92_399), 4, "0.0923 s"),
        (Duration.seconds(2), 4, "2.0000 s"),
        (Duration.nanoseconds(999_999), 3, "0.000 s"),
        (Duration.seconds(61) + .milliseconds(5), 3, "61.005 s"),
    ])
    func secondsAreWrittenWithTheirDigitsRoundedDown(duration: Duration, digits: Int, text: String) {
        #expect(PhaseTimings.seconds(duration, digits: digits) == text)
    }

    @Test func aTraceListsEachTimeAPhaseRanInTheOrderTheyStarted() {
        let timings = PhaseTimings(tracing: true)
        timings.measure("outer") {
            timings.measure("inner") {}
            timings.measure("inner") {}
        }
        let lines = timings.trace.split(separator: "\n")
        #expect(lines.map { $0.split(separator: " ").last.map(String.init) } == ["outer", "inner", "inner"])
        #expect(lines.allSatisfy { $0.contains(" s  +") })
        // The sums are what they are without tracing: one line a phase, in the order each first
        // finished, then the total.
        #expect(timings.report.split(separator: "\n").map { String($0.prefix(5)) } == ["inner", "outer", "total"])
    }

    @Test func withoutTracingThereIsNoTrace() {
        let timings = PhaseTimings()
        timings.measure("phase") {}
        #expect(timings.trace.isEmpty)
        #expect(timings.report.hasPrefix("phase  0.0"))
    }
}
