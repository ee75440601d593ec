import LayoutRunner

/// A changed string as the console, the JSON and the HTML report name it: which key, in which
/// locale and string set, and its text before and after, cut for display.
///
/// ```
/// string "Log in" changed in de/base: "Anmelden" → "Jetzt sicher anmelden und weitermachen"
/// ```
enum StringChangeText {
    /// The longest text shown whole; a longer one is cut with "…".
    static let shownLength = 60

    /// One line for `change` of the case `caseKey` (`container/locale/size/set`), without
    /// terminal escaping.
    static func describe(_ change: StringChange, caseKey: String) -> String {
        let parts = caseKey.split(separator: "/", omittingEmptySubsequences: false)
        let place = parts.count == 4 ? " in \(parts[1])/\(parts[3])" : ""
        let name = change.key.map { "string \(quoted($0))" } ?? "verbatim text of \(change.path)"
        switch (change.old, change.new) {
        case let (old?, new?): return "\(name) changed\(place): \(quoted(old)) → \(quoted(new))"
        case let (nil, new?): return "\(name) is new\(place): \(quoted(new))"
        case let (old?, nil): return "\(name) is gone\(place): was \(quoted(old))"
        case (nil, nil): return "\(name) changed\(place)"
        }
    }

    /// `text` in quotes, cut to ``shownLength`` characters.
    static func quoted(_ text: String) -> String {
        "\"" + (text.count > shownLength ? String(text.prefix(shownLength - 1)) + "…" : text) + "\""
    }
}
