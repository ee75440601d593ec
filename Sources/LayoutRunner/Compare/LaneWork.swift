/// Work for one lane beside a window's layouts (``Replayer``'s work alongside): counting and
/// writing the window before, and reading the next window's jobs and baseline files, so that
/// `run --jobs 2` leaves no core idle between windows. It runs on one of the lanes rather
/// than a thread of its own: a third thread's malloc arena cost more memory than the overlap
/// saved time.
///
/// `@unchecked Sendable` is safe here because what the work touches (the run's collector,
/// its cache of baseline files, the store's writer; a record's approval and the next
/// window's jobs) is touched by one thread at a time: ``run(beside:)`` is called once, inside
/// the replay of a window, which returns only after it has; the calling thread uses those
/// before that replay starts and after it returns, and reads ``error`` then too. The layouts
/// running meanwhile read only the window's own jobs and files, and what is shared under a
/// lock or published by ``CaseProgress``.
///
/// The work, and what it captured, is released on the lane once it has run: a window moved
/// into it is dropped there, beside the layouts, not between windows (its results are freed
/// by the lanes that made them, ``WindowReleases``).
///
/// `record`'s store lane is such work too, handed the window's loop: it takes layouts from
/// it while no case is ready for it to write.
final class LaneWork: @unchecked Sendable {
    private var work: ((SharedLoop?) throws -> Void)?
    /// What the work threw, once it has run.
    private(set) var error: (any Error)?

    /// Work that lays out no case itself.
    convenience init(_ work: @escaping () throws -> Void) {
        self.init { (_: SharedLoop?) in try work() }
    }

    /// Work handed the loop it runs beside, if any.
    init(_ work: @escaping (SharedLoop?) throws -> Void) {
        self.work = work
    }

    func run(beside loop: SharedLoop? = nil) {
        guard let work = work.take() else { preconditionFailure("a lane's work runs once") }
        do { try work(loop) } catch { self.error = error }
    }
}
