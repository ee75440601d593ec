/// The iterations of a running ``Lanes/forEach(_:alongside:_:)`` loop, as the work alongside
/// it sees them: that work can take iterations on its own thread when it has nothing better
/// to do, and wait for the whole loop without depending on any other thread having started.
///
/// Valid only during the call of the work alongside that it is handed to.
struct SharedLoop {
    let iterations: Iterations
    let body: @Sendable (Int) -> Void
    /// The lane of the thread the work alongside runs on.
    let lane: Int

    /// Runs one iteration nobody has taken yet, on this thread; `false` when none is left
    /// (others may still be running).
    func runNext() -> Bool {
        iterations.runNext(lane: lane, body)
    }

    /// Runs every iteration nobody has taken, then waits for the ones other threads are running.
    func finish() {
        iterations.finish(lane: lane, body)
    }
}
