import Foundation

/// An exclusive `flock` on the baselines folder itself, held by `record` for its whole run
/// and by other commands while they recover an interrupted one: two records never move files
/// at once, and a staged file is never mistaken for a stray one. The kernel releases it when
/// the process ends, however it ends.
final class BaselineLock {
    private let descriptor: Int32

    /// Waits for the lock on `folder`, which must exist.
    init(folder: String) throws(RunnerError) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw RunnerError("cannot open the baselines folder \(folder): \(DurableFile.reason())") }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                throw RunnerError("cannot lock the baselines folder \(folder): \(DurableFile.reason())")
            }
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }
}

@available(*, unavailable)
extension BaselineLock: Sendable {}
