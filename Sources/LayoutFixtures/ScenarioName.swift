import Foundation
import StrictJSON

/// The rules a scenario name follows: it is the key of its baselines in the database and the
/// path of its baseline file, `<baselines>/<name>.baseline`, so it must map to exactly one
/// file inside that folder and to no other scenario's.
///
/// A name is `/`-separated segments, each non-empty, neither `.` nor `..`, without a
/// backslash, a control character (C0, C1, DEL, line separators, bidirectional overrides;
/// see `JSONQuoting.isInvisibleControl`) or a character a file system may refuse, and at most
/// ``maximumSegmentBytes`` bytes of UTF-8 (file names are at most 255 bytes, and
/// `.baseline.tmp-<pid>` is added while writing).
public enum ScenarioName {
    /// The longest segment, in UTF-8 bytes.
    public static let maximumSegmentBytes = 200

    /// What is wrong with `name` as a scenario name, or `nil` when it is a valid one.
    public static func problem(with name: String) -> String? {
        guard !name.isEmpty else { return "the scenario name is empty" }
        if name.hasPrefix("/") { return "a scenario name cannot start with '/': it is a path inside the baselines folder" }
        if let scalar = name.unicodeScalars.first(where: JSONQuoting.isInvisibleControl) {
            return "a scenario name cannot contain the control character " + JSONQuoting.scalarName(scalar.value)
        }
        if name.contains("\\") { return "a scenario name cannot contain '\\\\': use '/' between folders" }
        for segment in name.split(separator: "/", omittingEmptySubsequences: false) {
            if segment.isEmpty { return "a scenario name cannot have an empty segment ('//' or a trailing '/')" }
            if segment == "." || segment == ".." { return "a scenario name cannot have a '\(segment)' segment" }
            if segment.utf8.count > maximumSegmentBytes {
                return "a segment of a scenario name is longer than \(maximumSegmentBytes) bytes"
            }
        }
        return nil
    }

    /// The form two names share when they would name the same file on some file system: a
    /// case-insensitive one (macOS, Windows) or one that normalises Unicode (NFC and NFD
    /// `é`). Two scenarios with the same key cannot both be kept.
    public static func fileKey(_ name: String) -> String {
        name.precomposedStringWithCanonicalMapping.lowercased()
    }

    /// What is wrong with `text` as a name that is written on one line of a baseline file
    /// or a report (an `id`, a container's name), or `nil`.
    static func lineProblem(with text: String, what: String) -> String? {
        guard !text.isEmpty else { return "\(what) is empty" }
        if let scalar = text.unicodeScalars.first(where: JSONQuoting.isInvisibleControl) {
            return "\(what) cannot contain the control character " + JSONQuoting.scalarName(scalar.value)
        }
        return nil
    }
}

extension JSONReader {
    /// A string that names something on one line (an `id`, a container): non-empty, without
    /// control characters.
    func name(_ what: String) throws(JSONReadError) -> String {
        let text = try string()
        if let problem = ScenarioName.lineProblem(with: text, what: what) { throw error(problem) }
        return text
    }
}
