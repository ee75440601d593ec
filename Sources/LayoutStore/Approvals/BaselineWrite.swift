import ContentDigest
import StrictJSON

/// New approved frames for one case: inserted, or superseding the current baseline.
///
/// The frames must be one JSON array: the runner writes them with StrictJSON's quoting and
/// number format, and the `sqlite3` shell's views read them with `json_each`. A debug build
/// checks each with StrictJSON's parser, the one JSON grammar, so that a writer that breaks
/// them fails its tests; a release `record` does not parse its 100,000 frames a second time
/// (that parse cost a quarter of the instructions of recording the shipped fixtures).
public struct BaselineWrite: Hashable, Sendable {
    /// The case whose frames are approved.
    public let key: BaselineKey
    /// Canonical JSON array of `{"path","x","y","width","height"[,"lines","truncated"]}`.
    public let frames: String
    /// The SHA-256 of `frames`' UTF-8, which `frame_sets` stores each distinct text by:
    /// computed here, on the thread that encoded the frames, not on the store's.
    public let framesDigest: Digest
    /// The lint findings approved with the frames, a JSON array of
    /// `{"kind","path"[,"id"],"detail"}`; `nil` for none.
    public let findings: String?

    /// Creates a write of `frames` and `findings`, which must be JSON arrays (checked in debug
    /// builds).
    public init(key: BaselineKey, frames: String, findings: String? = nil) {
        assert(Self.problem(in: frames) == nil,
               "frames of baseline \(key) are not a JSON array: \(Self.problem(in: frames) ?? "")")
        assert(findings.map { Self.problem(in: $0) == nil } ?? true,
               "findings of baseline \(key) are not a JSON array: \(findings.flatMap { Self.problem(in: $0) } ?? "")")
        self.key = key
        self.frames = frames
        framesDigest = SHA256.hash(frames.utf8)
        self.findings = findings
    }

    /// Nesting deeper than this is refused; frames are two levels deep. (SQLite's
    /// `json_valid`, which the views' `json_each` relies on, stops at 2,000.)
    static let maxDepth = 1000

    /// What is wrong with `frames` (or findings) as a JSON array, by StrictJSON's parser, or `nil`.
    static func problem(in frames: String) -> String? {
        do {
            let value = try JSONParser.parse(frames, maxDepth: maxDepth)
            return value.array == nil ? "\(value.location): expected an array" : nil
        } catch {
            return error.description
        }
    }
}
