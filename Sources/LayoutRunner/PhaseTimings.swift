import StrictJSON
import Synchronization

/// Wall-clock durations of the phases of a command, in the order they ran: to find the work
/// that does not run in parallel. `layoutreg` prints them to standard error when
/// `LAYOUTREG_TIMINGS` is set, and with `LAYOUTREG_TIMINGS=trace` each time a phase ran too
/// (``trace``): when it started, from the command's start, and how long it took, which shows
/// what one lane did while the others waited.
///
/// ```swift
/// let timings = PhaseTimings()
/// let catalog = try timings.measure("load fixtures") { try FixtureCatalog.load(directory: "Fixtures") }
/// print(timings.report)   // load fixtures   0.123 s
/// ```
public final class PhaseTimings: Sendable {
    private let phases = Mutex<[(name: String, duration: Duration)]>([])
    /// Each time a phase ran, when tracing: its start since ``start``, and its duration.
    private let occurrences: Mutex<[(name: String, start: Duration, duration: Duration)]>?
    private let start = ContinuousClock.now

    /// Timings that add each phase's durations up; `tracing`, that keep each time it ran too.
    public init(tracing: Bool = false) {
        occurrences = tracing ? Mutex([]) : nil
    }

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
        occurrences?.withLock { $0.append((name, start - self.start, duration)) }
        phases.withLock { phases in
            if let i = phases.firstIndex(where: { $0.name == name }) {
                phases[i].duration += duration
            } else {
                phases.append((name, duration))
            }
        }
    }

    /// One `name  seconds` line per phase, in the order the phases first finished, then the time
    /// since these timings were created. A phase run alongside others (on another thread)
    /// overlaps them.
    public var report: String {
        let phases = phases.withLock { $0 } + [("total", ContinuousClock.now - start)]
        let width = phases.map(\.name.count).max() ?? 0
        return phases.map { phase in
            TextColumns.pad(phase.name, width + 2) + Self.seconds(phase.duration, digits: 3)
        }.joined(separator: "\n")
    }

    /// With tracing, one `start  +duration  name` line each time a phase ran, in the order they
    /// started (`0.0923 s  +0.1827 s  lay out and compare`); empty without.
    public var trace: String {
        let occurrences = (occurrences?.withLock { $0 } ?? []).sorted { $0.start < $1.start }
        return occurrences.map { occurrence in
            Self.seconds(occurrence.start, digits: 4) + "  +" + Self.seconds(occurrence.duration, digits: 4) + "  " + occurrence.name
        }.joined(separator: "\n")
    }

    /// `duration` in seconds with `digits` decimals, rounded down, whatever the locale.
    static func seconds(_ duration: Duration, digits: Int) -> String {
        var unit: Int64 = 1
        for _ in 0..<digits { unit *= 10 }
        let (seconds, attoseconds) = duration.components
        let fraction = attoseconds / (1_000_000_000_000_000_000 / unit)
        return "\(seconds)." + TextColumns.pad(String(fraction), digits, alignRight: true, fill: "0") + " s"
    }
}
