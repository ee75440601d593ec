import ContentDigest
import Synchronization

/// The strings files one load of the fixtures has read, by resolved path: the scenarios that
/// name one String Catalog (an app's `Localizable.xcstrings`, say) share one read of it, one
/// table, and the text it adds to their definitions.
///
/// Each scenario read its catalog again: 40 scenarios naming one catalog of 2,000 keys in 5
/// locales took 6 s to load, half of it parsing the same file, and a tenth describing the
/// same strings for each definition.
///
/// Shared by the threads that read scenarios at once: a file being read is waited for by
/// the others that want it, and read once.
package final class StringsFiles: Sendable {
    /// A strings file as scenarios use it: its table, and what it adds to a definition.
    struct Read: Sendable {
        var table: StringTable
        var definition: [UInt8]
        /// The SHA-256 of `definition` (``Scenario/stringsDigest``).
        var digest: String
    }

    /// One file's read, made by the first thread that asks, under the slot's own lock.
    private final class Slot: Sendable {
        let read = Mutex<Result<Read, any Error>?>(nil)
    }

    private let slots = Mutex<[String: Slot]>([:])

    package init() {}

    /// The file at `path` read by `read` the first time it is asked for with these `locales`
    /// (a strings file is read for the locales a scenario shows), and as then afterwards (its
    /// error too).
    func file(at path: String, showing locales: [String], _ read: () throws -> StringTable) throws -> Read {
        let key = ContainedPath.resolved(path) + "\n" + Set(locales).sorted().joined(separator: "\n")
        let slot = slots.withLock { slots in
            if let slot = slots[key] { return slot }
            let slot = Slot()
            slots[key] = slot
            return slot
        }
        let result = slot.read.withLock { made -> Result<Read, any Error> in
            if let made { return made }
            let result = Result { Self.read(try read()) }
            made = result
            return result
        }
        return try result.get()
    }

    /// `table` with its definition and digest.
    static func read(_ table: StringTable) -> Read {
        let definition = ScenarioLoader.definition(of: table)
        return Read(table: table, definition: definition, digest: SHA256.hash(definition).hex)
    }
}
