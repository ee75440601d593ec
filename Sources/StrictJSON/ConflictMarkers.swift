/// Git's merge-conflict markers, found in a file that a merge left unresolved.
///
/// A conflicted scenario or baseline file fails to parse at some character that says
/// nothing about the cause; readers ask this first when parsing fails, so that the message
/// names the conflict and its line.
public enum ConflictMarkers {
    /// The 1-based line of the first `<<<<<<<`, `=======` or `>>>>>>>` at the start of a
    /// line, or `nil` when there is none.
    public static func firstLine(in text: String) -> Int? {
        var number = 0
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            if isMarker(line) { return number }
        }
        return nil
    }

    /// `merge conflict markers at line 12: resolve the conflict first`.
    public static func message(line: Int) -> String {
        "merge conflict markers at line \(line): resolve the conflict first"
    }

    private static func isMarker(_ line: Substring.UTF8View.SubSequence) -> Bool {
        guard line.count >= 7, let first = line.first, [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">")].contains(first)
        else { return false }
        guard line.prefix(7).allSatisfy({ $0 == first }) else { return false }
        // `=======` is a whole line; the other two are followed by a space and a label, or nothing.
        let rest = line.dropFirst(7)
        if first == UInt8(ascii: "=") { return rest.allSatisfy { $0 == UInt8(ascii: "\r") } }
        return rest.first.map { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") } ?? true
    }
}
