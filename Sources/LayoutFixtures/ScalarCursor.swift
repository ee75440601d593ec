/// A position in a text read one Unicode scalar at a time, with its line and column: what
/// the `.strings` and property-list parsers walk, so that their messages point alike.
struct ScalarCursor {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private(set) var line = 1
    private(set) var column = 1

    /// The text's scalars; a UTF-8 byte order mark is not a column.
    init(_ text: String) {
        scalars = Array(text.unicodeScalars.first == "\u{FEFF}" ? text.unicodeScalars.dropFirst() : text.unicodeScalars[...])
    }

    var isAtEnd: Bool { index >= scalars.count }

    /// The scalar at the position, or `nil` at the end.
    var peek: Unicode.Scalar? { peek(0) }

    /// The scalar `offset` scalars past the position, or `nil` past the end.
    func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// Steps past the scalar at the position, which must not be the end.
    mutating func advance() {
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }
}
