#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The calling thread, as a number that tells the runner's lanes apart: what is kept per
/// thread (``LaneReleases``, ``ThreadShelf``) is keyed by it.
enum CurrentThread {
    static var id: Int { Int(bitPattern: pthread_self()) }
}
