import LayoutLints
import StrictJSON

/// Reads a scenario's `"lints"` (`"off"`, `"warn"`, `"fail"`, or an object of kinds and
/// severities) and a view's `"allow"` (a list of kinds), strictly: a name that is not a kind or
/// a severity is an error at its place, naming the valid ones and the closest.
enum LintPolicyReader {
    static func policy(_ reader: JSONReader) throws -> LintPolicy {
        if case .string = reader.value.kind { return LintPolicy(try severity(reader)) }
        guard case .object = reader.value.kind else {
            throw reader.error("expected one of " + quoted(LintSeverity.names)
                               + ", or an object of lint kinds and severities such as {\"truncated\": \"fail\"}; found \(reader.found)")
        }
        return try reader.object { object in
            var policy = LintPolicy.default
            for (key, value) in object.entries() {
                guard let kind = LintKind(rawValue: key) else {
                    throw object.error(atKey: key, unknown("lint kind", key, among: LintKind.names))
                }
                policy[kind] = try severity(value)
            }
            return policy
        }
    }

    /// A view's `allow`: kinds, each at most once.
    static func allow(_ reader: JSONReader) throws -> [String] {
        var kinds: [String] = []
        for element in try reader.array() {
            guard case .string(let name) = element.value.kind else {
                throw element.error("expected a lint kind (one of \(quoted(LintKind.names))); found \(element.found)")
            }
            guard LintKind(rawValue: name) != nil else { throw element.error(unknown("lint kind", name, among: LintKind.names)) }
            guard !kinds.contains(name) else { throw element.error("lint kind \"\(name)\" appears twice") }
            kinds.append(name)
        }
        return kinds
    }

    private static func severity(_ reader: JSONReader) throws -> LintSeverity {
        guard case .string(let name) = reader.value.kind else {
            throw reader.error("expected a lint severity (one of \(quoted(LintSeverity.names))); found \(reader.found)")
        }
        guard let severity = LintSeverity(rawValue: name) else {
            throw reader.error(unknown("lint severity", name, among: LintSeverity.names))
        }
        return severity
    }

    /// `unknown lint kind "trunc" (did you mean "truncated"?); expected one of "truncated", …`.
    static func unknown(_ what: String, _ name: String, among names: [String]) -> String {
        var message = "unknown \(what) \"\(name)\""
        if let guess = EditDistance.closest(to: name, among: names) {
            message += " (did you mean \"\(guess)\"?)"
        } else if let closest = names.min(by: { EditDistance.between(name, $0) < EditDistance.between(name, $1) }) {
            message += " (the closest is \"\(closest)\")"
        }
        return message + "; expected one of " + quoted(names)
    }

    private static func quoted(_ names: [String]) -> String {
        names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
