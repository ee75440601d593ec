import LayoutEngine
import LayoutFixtures
import LayoutLints
import Synchronization

/// Lays out many cases in parallel, on `jobs` threads.
///
/// Inputs are immutable values; each chunk of cases goes into its own slot of a pre-sized
/// buffer, so the result is in job order and bit-identical whatever the number of threads.
public struct Replayer: Sendable {
    public var engine: LayoutEngine
    /// How many cases run at once; 1 runs them on the calling thread.
    public var jobs: Int
    /// Every lint kind at this severity instead of the scenarios' policies (`--lints`).
    public var lintOverride: LintSeverity?

    public init(engine: LayoutEngine, jobs: Int, lintOverride: LintSeverity? = nil) {
        self.engine = engine
        self.jobs = max(1, jobs)
        self.lintOverride = lintOverride
    }

    /// The engine as the lints need it: keeping fixed frames unless `--lints off`.
    var lintingEngine: LayoutEngine {
        var engine = engine
        engine.reportsFixedFrames = lintOverride != .off
        return engine
    }

    /// Lays out `cases` of `scenarios`; `progress` is called with the number done so far,
    /// from worker threads, about every 5% of the work.
    public func replay(_ cases: [CaseJob], of scenarios: [Scenario],
                       progress: (@Sendable (Int) -> Void)? = nil) -> [CaseOutcome] {
        replay(cases, of: scenarios, progress: progress) { _, outcome in outcome }
    }

    /// Lays out `cases` and hands each outcome, with the case's index, to `finish` on the
    /// worker thread that laid it out, so that comparing with baselines runs in parallel too.
    ///
    /// `alongside`, if given, runs once on one of the threads before it starts laying out:
    /// work that cannot be split (a database transaction) overlaps the layouts instead of
    /// following them; it may lay out chunks itself (see ``SharedLoop``). `chunkDone` is
    /// called with each chunk's range of cases, on the thread that laid it out, once `finish`
    /// has returned for every case of the chunk.
    ///
    /// `inShares`, each lane lays out its own consecutive share of the cases first, and then
    /// helps the others from the end of theirs (``Iterations``): lanes then rarely lay out the
    /// same scenario at once, and do not measure its texts twice in their own caches. Without
    /// it chunks go out in job order, which `record` needs: its store's lane writes the cases
    /// in that order as they are done.
    ///
    /// `strings` holds the lanes' resolved strings (``CaseStrings``): a run that replays its
    /// cases a window at a time passes one pool for all its windows, so that a window starts
    /// with the strings the one before resolved, and the caches are freed once, at its end.
    func replay<Result: Sendable>(_ cases: [CaseJob], of scenarios: [Scenario],
                                  progress: (@Sendable (Int) -> Void)? = nil,
                                  inShares: Bool = false,
                                  strings: CaseStrings.Pool = CaseStrings.Pool(),
                                  alongside: (@Sendable (SharedLoop) -> Void)? = nil,
                                  chunkDone: (@Sendable (Range<Int>) -> Void)? = nil,
                                  finish: @escaping @Sendable (Int, CaseOutcome) -> Result) -> [Result] {
        let (bounds, shares) = inShares ? Self.sharedChunkBounds(cases.count, jobs: jobs) : (Self.chunkBounds(cases.count, jobs: jobs), nil)
        let engine = lintingEngine
        let chunks = bounds.count - 1
        let done = Atomic<Int>(0)
        let step = max(1, cases.count / 20)
        let views = LaneViews.Shelf()
        // Each result is made in its place in the array returned: gathering them afterwards
        // copied (retained and released) 100,000 results on one thread.
        return [Result](unsafeUninitializedCapacity: cases.count) { buffer, initialized in
            let results = Place(buffer)
            Lanes(jobs).forEach(chunks, shares: shares, alongside: alongside) { chunk in
                let start = bounds[chunk], end = bounds[chunk + 1]
                // Strings are resolved once per scenario, locale, string set, device and values
                // on each lane, rather than once per case.
                let lane = strings.take() ?? CaseStrings.Box()
                defer { strings.give(lane) }
                // Texts go through a handle on this thread's text caches, which no other lane
                // retains (``TextMeasuring/forCurrentThread()``).
                var engine = engine
                engine.measurer = engine.measurer.forCurrentThread()
                // Each scenario's view is built once per lane and replay, and laid out for each of its cases.
                var prepared = views.take() ?? [:]
                defer { views.give(prepared) }
                var previous: [BaselineFrame] = []
                var run = start
                while run < end {
                    // The cases of one scenario (jobs come grouped by scenario) share one copy of
                    // it: copying it per case retained its storage, which every lane shares, and
                    // two cores retaining the same objects contend for their cache lines.
                    let index = cases[run].scenarioIndex
                    var runEnd = run + 1
                    while runEnd < end, cases[runEnd].scenarioIndex == index { runEnd += 1 }
                    let scenario = scenarios[index]
                    let lints = LintPass(policy: scenario.lints.overridden(by: lintOverride))
                    let view = prepared[index] ?? {
                        if prepared.count >= LaneViews.capacity { prepared.removeAll() }
                        let made = Swift.Result { () throws(LayoutError) in try engine.prepare(scenario.view) }
                        prepared[index] = made
                        return made
                    }()
                    for i in run..<runEnd {
                        let job = cases[i]
                        let environment = lane.strings.environment(for: job.layoutCase, of: scenario, at: index)
                        let outcome = Self.layout(job, view, environment, engine, lints: lints, sharingNamesWith: previous)
                        if let frames = outcome.frames { previous = frames }
                        results.initialize(i, to: finish(i, outcome))
                    }
                    run = runEnd
                }
                if let progress {
                    let before = done.add(end - start, ordering: .relaxed).oldValue
                    if before / step != (before + end - start) / step { progress(before + end - start) }
                }
                chunkDone?(start..<end)
            }
            initialized = cases.count
        }
    }

    /// Where the chunks of `count` cases start, and `count` last: what one lane takes at a time.
    ///
    /// Chunks of up to 256 cases (fewer for small runs, so that each lane gets about 8), and
    /// with more than one lane, smaller and smaller ones toward the end, each at most a quarter
    /// of a lane's share of what is left, down to 16 cases: a lane that
    /// takes the last chunk then keeps the others waiting for at most 16 cases, not 256 (a
    /// run waits so at the end of every window). A chunk takes its lane's strings and views and
    /// counts its progress, so chunks are not smaller throughout.
    static func chunkBounds(_ count: Int, jobs: Int) -> [Int] {
        var bounds = [0]
        appendChunks(upTo: count, size: chunkSize(count, jobs: jobs), jobs: jobs, to: &bounds)
        return bounds
    }

    /// The chunks of ``chunkBounds(_:jobs:)``, as large, for each lane's share of `count`
    /// cases (as even as can be, in order), each share's shrinking toward its own end; and
    /// each share's range of chunk indices.
    static func sharedChunkBounds(_ count: Int, jobs: Int) -> (bounds: [Int], shares: [Range<Int>]) {
        let size = chunkSize(count, jobs: jobs)
        var bounds = [0]
        var shares: [Range<Int>] = []
        for lane in 1...jobs {
            let first = bounds.count - 1
            appendChunks(upTo: count * lane / jobs, size: size, jobs: jobs, to: &bounds)
            shares.append(first..<(bounds.count - 1))
        }
        return (bounds, shares)
    }

    private static func chunkSize(_ count: Int, jobs: Int) -> Int {
        max(1, min(256, count / (jobs * 8)))
    }

    /// Appends chunk ends from `bounds.last` to `end`, shrinking toward `end` with more than one lane.
    private static func appendChunks(upTo end: Int, size: Int, jobs: Int, to bounds: inout [Int]) {
        var start = bounds[bounds.count - 1]
        while start < end {
            let left = end - start
            let step = jobs > 1 ? max(min(size, left / (4 * jobs)), min(16, size)) : size
            start = min(end, start + step)
            bounds.append(start)
        }
    }

    /// Lays out one case. Its frames take the names of `previous` (the frames of the case laid
    /// out before, usually of the same scenario) where they are equal: one string per view path
    /// rather than one per case, which `record` keeps for 100,000 cases and frees on one thread.
    static func layout(_ job: CaseJob, _ view: Swift.Result<PreparedView, LayoutError>, _ environment: EnvironmentValues,
                       _ engine: LayoutEngine, lints: LintPass = LintPass(policy: LintPolicy(.off)),
                       sharingNamesWith previous: [BaselineFrame] = []) -> CaseOutcome {
        do {
            let container = job.layoutCase.container.container
            let result = try engine.layout(view.get(), in: container, environment: environment)
            var frames = result.frames.map(BaselineFrame.init)
            for k in frames.indices where k < previous.count && frames[k].name == previous[k].name {
                frames[k].name = previous[k].name
            }
            return .frames(frames, warnings: result.warnings,
                           findings: lints.findings(in: result, container: container, environment: environment),
                           strings: result.texts.map { BaselineString(path: $0.path, key: $0.key, text: $0.string) })
        } catch {
            return .failure(error.description)
        }
    }
}
