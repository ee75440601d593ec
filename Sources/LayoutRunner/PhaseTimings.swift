import StrictJSON
import Synchronization

/// Wall-clock durations of the phases of a command, in the order they ran: to find the work
/// that does not run in parallel. `layoutreg` prints them to standard error when
/// `LAYOUTREG_TIMINGS` is set.
///
/// ```swift
/// let timings = PhaseTimings()
/// let catalog = try timings.measure("load fixtures") { try FixtureCatalog.load(directory: "Fixtures") }
/// print(timings.report)   // load fixtures   0.123 s
/// ```
public final class PhaseTimings: Sendable {
    private let phases = Mutex<[(name: String, duration: Duration)]>([])
    private let start = ContinuousClock.now

    public init() {}

    /// Runs `body` and adds its duration to the phase `name` (a phase measured twice adds up).
    public func measure<T, E: Error>(_ name: String, _ body: () throws(E) -> T) throws(E) -> T {
        let start = ContinuousClock.now
        defer { add(name, since: start) }
        return try body()
    }

    /// Adds the time since `start` to the phase `name`: for a phase that ends in another
    /// function than the one it starts in (a transaction's commit, after its body returns).
    public func add(_ name: String, since start: ContinuousClock.Instant) {
        let duration = ContinuousClock.now - start
        phases.withLock { phases in
            if let i = phases.firstIndex(where: { $0.name == name }) {
                phases[i].duration += duration
            } else {
                phases.append((name, duration))
            }
        }
    }

    /// One `name  seconds` line per phase, in the order the phases first ran, then the time
    /// since these timings were created. A phase run alongside others (on another thread)
    /// overlaps them.
    public var report: String {
        let phases = phases.withLock { $0 } + [("total", ContinuousClock.now - start)]
        let width = phases.map(\.name.count).max() ?? 0
        return phases.map { phase in
            let (seconds, attoseconds) = phase.duration.components
            let millis = seconds * 1000 + attoseconds / 1_000_000_000_000_000
            return TextColumns.pad(phase.name, width + 2) + "\(millis / 1000)."
                + TextColumns.pad(String(millis % 1000), 3, alignRight: true, fill: "0") + " s"
        }.joined(separator: "\n")
    }
}
