import Dispatch
import LayoutEngine
import LayoutFixtures
import Synchronization

/// Lays out many cases in parallel with `DispatchQueue.concurrentPerform`.
///
/// Inputs are immutable values; each case's outcome goes into its own slot of a pre-sized
/// buffer, so the result is in job order and bit-identical whatever the number of threads.
public struct Replayer: Sendable {
    public var engine: LayoutEngine
    /// How many cases run at once; 1 runs them on the calling thread.
    public var jobs: Int

    public init(engine: LayoutEngine, jobs: Int) {
        self.engine = engine
        self.jobs = max(1, jobs)
    }

    /// Lays out `cases` of `scenarios`; `progress` is called with the number done so far,
    /// from worker threads, about every 5% of the work.
    public func replay(_ cases: [CaseJob], of scenarios: [Scenario],
                       progress: (@Sendable (Int) -> Void)? = nil) -> [CaseOutcome] {
        replay(cases, of: scenarios, progress: progress) { _, outcome in outcome }
    }

    /// Lays out `cases` and hands each outcome, with the case's index, to `finish` on the
    /// worker thread that laid it out, so that comparing with baselines runs in parallel too.
    public func replay<Result: Sendable>(_ cases: [CaseJob], of scenarios: [Scenario],
                                         progress: (@Sendable (Int) -> Void)? = nil,
                                         finish: @escaping @Sendable (Int, CaseOutcome) -> Result) -> [Result] {
        let environments = Environments(cases, scenarios)
        let slots = Slots<Result?>(count: cases.count, initial: nil)
        let chunkSize = max(1, min(256, cases.count / (jobs * 8)))
        let chunks = (cases.count + chunkSize - 1) / chunkSize
        let done = Counter()
        let step = max(1, cases.count / 20)
        let work: @Sendable (Int) -> Void = { chunk in
            let start = chunk * chunkSize
            let end = min(start + chunkSize, cases.count)
            for i in start..<end {
                let job = cases[i]
                slots[i] = finish(i, Self.layout(job, scenarios[job.scenarioIndex], environments.get(i), engine))
            }
            if let progress {
                let before = done.value.add(end - start, ordering: .relaxed).oldValue
                if before / step != (before + end - start) / step { progress(before + end - start) }
            }
        }
        if jobs == 1 {
            for chunk in 0..<chunks { work(chunk) }
        } else {
            // concurrentPerform spreads iterations over the machine's cores; limiting the
            // width to `jobs` keeps `--jobs 1` vs `--jobs 2` comparisons honest.
            let width = min(jobs, chunks)
            DispatchQueue.concurrentPerform(iterations: width) { lane in
                var chunk = lane
                while chunk < chunks {
                    work(chunk)
                    chunk += width
                }
            }
        }
        return slots.values.map { result in
            guard let result else { preconditionFailure("every case is laid out exactly once") }
            return result
        }
    }

    static func layout(_ job: CaseJob, _ scenario: Scenario, _ environment: EnvironmentValues,
                       _ engine: LayoutEngine) -> CaseOutcome {
        do {
            let result = try engine.layout(scenario.view, in: job.layoutCase.container.container, environment: environment)
            return .frames(result.frames.map(BaselineFrame.init), warnings: result.warnings)
        } catch {
            return .failure(error.description)
        }
    }

    /// The environment of each case, with string tables built once per scenario, locale
    /// and string set rather than once per case.
    private struct Environments: Sendable {
        let environments: [EnvironmentValues]

        init(_ cases: [CaseJob], _ scenarios: [Scenario]) {
            var tables: [String: LocalizedStrings] = [:]
            environments = cases.map { job in
                let scenario = scenarios[job.scenarioIndex]
                let c = job.layoutCase
                let key = "\(job.scenarioIndex)\u{0}\(c.locale)\u{0}\(c.stringSet.rawValue)"
                let strings: LocalizedStrings
                if let cached = tables[key] {
                    strings = cached
                } else {
                    strings = scenario.strings.strings(for: c.locale, set: c.stringSet)
                    tables[key] = strings
                }
                return EnvironmentValues(dynamicTypeSize: c.sizeCategory, layoutDirection: c.layoutDirection,
                                         displayScale: c.container.container.scale, localizedStrings: strings)
            }
        }

        func get(_ i: Int) -> EnvironmentValues { environments[i] }
    }
}

/// A shared count of finished cases, for progress.
private final class Counter: Sendable {
    let value = Atomic<Int>(0)
}
