/// A string a failing case's `Text` shows that is not the one its baseline was approved with:
/// the likely cause of the frames that changed with it.
public struct StringChange: Hashable, Sendable {
    /// The text's path.
    public var path: String
    /// The string key, of the layout's text (else the baseline's); `nil` for a verbatim text.
    public var key: String?
    /// The string approved with the baseline; `nil` for a text the baseline did not have.
    public var old: String?
    /// The string shown now; `nil` for a text the layout no longer has.
    public var new: String?

    public init(path: String, key: String?, old: String?, new: String?) {
        self.path = path
        self.key = key
        self.old = old
        self.new = new
    }

    /// The changes from `baseline`'s strings to `current`'s, matched by path, in the layout's
    /// order, then the texts gone.
    public static func changes(from baseline: [BaselineString], to current: [BaselineString]) -> [StringChange] {
        var old: [String: BaselineString] = [:]
        for string in baseline { old[string.path] = string }
        var seen = Set<String>()
        var changes: [StringChange] = []
        for string in current {
            seen.insert(string.path)
            let before = old[string.path]
            if before?.text != string.text || before?.key != string.key {
                changes.append(StringChange(path: string.path, key: string.key ?? before?.key, old: before?.text, new: string.text))
            }
        }
        for string in baseline where !seen.contains(string.path) {
            changes.append(StringChange(path: string.path, key: string.key, old: string.text, new: nil))
        }
        return changes
    }
}
