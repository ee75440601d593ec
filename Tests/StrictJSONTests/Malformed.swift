import StrictJSON
import Testing

/// One malformed document and the exact error it must produce.
struct Malformed: Sendable, CustomTestStringConvertible {
    let input: String
    let line: Int
    let column: Int
    let path: String
    let message: String

    init(_ input: String, _ line: Int, _ column: Int, path: String = "", _ message: String) {
        self.input = input
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    var testDescription: String {
        JSONWriter().string(.string(input))
    }
}
