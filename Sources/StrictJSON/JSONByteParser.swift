/// The recursive-descent parser behind ``JSONParser``, working on UTF-8 bytes.
///
/// Locations are cheap because they are asked for in increasing order: the column of the
/// last location is cached, so each byte is counted once. Error paths recompute freely.
struct JSONByteParser {
    /// One open array or object, and the member being read in it, for error paths.
    struct Frame {
        let isArray: Bool
        /// The element being read, or -1 between elements.
        var index: Int
        /// The member being read, or `nil` between members.
        var key: String?
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int
    let maxDepth: Int
    let validatesUTF8: Bool
    var bomLength = 0
    var position = 0
    var line = 1
    var lineStart = 0
    var columnCacheOffset = 0
    var columnCacheColumn = 1
    var frames: [Frame] = []
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, validatesUTF8: Bool) {
        self.bytes = bytes
        self.end = bytes.count
        self.maxDepth = maxDepth
        self.validatesUTF8 = validatesUTF8
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            bomLength = 3
            position = 3
            lineStart = 3
            columnCacheOffset = 3
        }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if position < end {
            throw error(at: position, "expected end of input after the JSON value, found \(found(at: position))")
        }
        return value
    }

    // MARK: - Values

    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard position < end else {
            throw error(at: position, "expected a JSON value, found end of input")
        }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            let location = self.location(of: position)
            return JSONValue(.string(try parseString()), at: location)
        case UInt8(ascii: "{"):
            return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            return try parseArray(depth: depth + 1)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        case UInt8(ascii: "t"):
            return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"):
            return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"):
            return try parseLiteral("null", .null)
        default:
            throw error(at: position, "expected a JSON value, found \(found(at: position, expectingValue: true))")
        }
    }

    mutating func parseLiteral(_ word: StaticString, _ kind: JSONValue.Kind) throws(JSONSyntaxError) -> JSONValue {
        let start = position
        let count = word.utf8CodeUnitCount
        var matches = end - start >= count
        if matches {
            let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
            for offset in 0..<count where bytes[start + offset] != expected[offset] {
                matches = false
                break
            }
        }
        // `truex` is one wrong word, not `true` followed by junk.
        if matches, start + count < end, isWordByte(bytes[start + count]) {
            matches = false
        }
        guard matches else {
            throw error(at: start, "expected a JSON value, found \(found(at: start, expectingValue: true))")
        }
        position += count
        return JSONValue(kind, at: location(of: start))
    }

    mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        let (location, isEmpty) = try open(closedBy: UInt8(ascii: "}"), depth: depth)
        if isEmpty {
            return JSONValue(.object(JSONObject(members: [], index: nil)), at: location)
        }
        frames.append(Frame(isArray: false, index: -1, key: nil))
        var members: [JSONObject.Member] = []
        var index: [String: Int]?
        while true {
            guard position < end, bytes[position] == UInt8(ascii: "\"") else {
                if members.isEmpty {
                    throw error(at: position, "expected a string key or '}' after '{', found \(found(at: position))")
                }
                if position < end, bytes[position] == UInt8(ascii: "}") {
                    throw error(at: position, "expected a string key after ',', found '}' (trailing commas are not allowed)")
                }
                throw error(at: position, "expected a string key after ',', found \(found(at: position))")
            }
            let keyOffset = position
            let keyLocation = self.location(of: keyOffset)
            let key = try parseString()
            frames[frames.count - 1].key = key
            let first: Int? = if let index { index[key] } else { members.firstIndex { $0.key == key } }
            if let first {
                throw error(
                    at: keyOffset,
                    "duplicate key \(JSONQuoting.quoted(key)) (first at \(members[first].keyLocation))"
                )
            }
            skipWhitespace()
            guard position < end, bytes[position] == UInt8(ascii: ":") else {
                throw error(at: position, "expected ':' after the key \(JSONQuoting.quoted(key)), found \(found(at: position))")
            }
            position += 1
            let value = try parseValue(depth: depth)
            index?[key] = members.count
            members.append(JSONObject.Member(key: key, keyLocation: keyLocation, value: value))
            if index == nil, members.count > JSONObject.indexThreshold {
                var built: [String: Int] = [:]
                for (position, member) in members.enumerated() {
                    built[member.key] = position
                }
                index = built
            }
            frames[frames.count - 1].key = nil
            if try next(closedBy: UInt8(ascii: "}"), after: "an object member") {
                return JSONValue(.object(JSONObject(members: members, index: index)), at: location)
            }
        }
    }

    mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        let (location, isEmpty) = try open(closedBy: UInt8(ascii: "]"), depth: depth)
        if isEmpty {
            return JSONValue(.array([]), at: location)
        }
        frames.append(Frame(isArray: true, index: 0, key: nil))
        var elements: [JSONValue] = []
        while true {
            frames[frames.count - 1].index = elements.count
            elements.append(try parseValue(depth: depth))
            frames[frames.count - 1].index = -1
            if try next(closedBy: UInt8(ascii: "]"), after: "an array element") {
                return JSONValue(.array(elements), at: location)
            }
            if position < end, bytes[position] == UInt8(ascii: "]") {
                throw error(at: position, "expected a JSON value after ',', found ']' (trailing commas are not allowed)")
            }
        }
    }

    /// Steps over the `{` or `[` at `position` and the whitespace after it, and over `close`
    /// too when it follows at once; `isEmpty` says whether it did.
    private mutating func open(closedBy close: UInt8, depth: Int)
        throws(JSONSyntaxError) -> (location: SourceLocation, isEmpty: Bool) {
        let start = position
        guard depth <= maxDepth else {
            throw error(at: start, "nesting is deeper than \(maxDepth) levels")
        }
        let location = self.location(of: start)
        position += 1
        skipWhitespace()
        guard position < end, bytes[position] == close else { return (location, false) }
        position += 1
        return (location, true)
    }

    /// Steps over what ends `item` (`an object member`, `an array element`): a `,` and the
    /// whitespace after it, returning `false`, or `close`, leaving its frame, returning `true`.
    private mutating func next(closedBy close: UInt8, after item: String) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard position < end else {
            throw error(at: position, "expected ',' or '\(Character(Unicode.Scalar(close)))' after \(item), found end of input")
        }
        switch bytes[position] {
        case UInt8(ascii: ","):
            position += 1
            skipWhitespace()
            return false
        case close:
            position += 1
            frames.removeLast()
            return true
        default:
            throw error(at: position, "expected ',' or '\(Character(Unicode.Scalar(close)))' after \(item), found \(found(at: position))")
        }
    }

    // MARK: - Whitespace and locations

    mutating func skipWhitespace() {
        while position < end {
            switch bytes[position] {
            case 0x20, 0x09, 0x0D:
                position += 1
            case 0x0A:
                position += 1
                line += 1
                lineStart = position
                columnCacheOffset = position
                columnCacheColumn = 1
            default:
                return
            }
        }
    }

    /// The location of `offset`, which must not be before the last location asked for.
    mutating func location(of offset: Int) -> SourceLocation {
        guard offset >= columnCacheOffset else {
            return locationWithoutCache(of: offset)
        }
        var column = columnCacheColumn
        for index in columnCacheOffset..<offset where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        columnCacheOffset = offset
        columnCacheColumn = column
        return SourceLocation(line: line, column: column)
    }

    /// The location of any offset, counted afresh; for errors.
    func locationWithoutCache(of offset: Int) -> SourceLocation {
        var line = 1
        var column = 1
        var index = bomLength
        if offset >= lineStart {
            line = self.line
            index = lineStart
        }
        while index < offset {
            if bytes[index] == 0x0A {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourceLocation(line: line, column: column)
    }

    // MARK: - Errors

    func error(at offset: Int, _ message: String) -> JSONSyntaxError {
        var components: [JSONPath.Component] = []
        for frame in frames {
            if frame.isArray {
                guard frame.index >= 0 else { break }
                components.append(.index(frame.index))
            } else {
                guard let key = frame.key else { break }
                components.append(.key(key))
            }
        }
        return JSONSyntaxError(location: locationWithoutCache(of: offset), path: JSONPath(components), message: message)
    }

    /// Names what is at `offset` for "found ..." in messages, with a hint for common mistakes.
    func found(at offset: Int, expectingValue: Bool = false) -> String {
        guard offset < end else { return "end of input" }
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "/") where offset + 1 < end && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*")):
            return "a comment (comments are not allowed in JSON)"
        case UInt8(ascii: "'"):
            return "a single quote (JSON strings use double quotes)"
        case UInt8(ascii: "+") where expectingValue:
            return "'+' (JSON numbers have no leading '+')"
        case UInt8(ascii: ".") where expectingValue:
            return "'.' (JSON numbers need a digit before '.')"
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            var stop = offset
            while stop < end, stop - offset < 24, isWordByte(bytes[stop]) {
                stop += 1
            }
            let word = text(offset..<stop)
            guard expectingValue else { return "'\(word)'" }
            switch word {
            case "NaN", "Infinity", "inf", "nan":
                return "'\(word)' (JSON has no NaN or Infinity)"
            case "True", "False", "Null", "TRUE", "FALSE", "NULL", "None", "nil":
                return "'\(word)' (JSON's literals are true, false and null)"
            case "undefined":
                return "'undefined' (use null)"
            default:
                return "'\(word)'"
            }
        case 0x21...0x7E:
            return "'\(Character(Unicode.Scalar(byte)))'"
        case 0x00..<0x20, 0x7F:
            return "control character \(JSONQuoting.scalarName(UInt32(byte)))"
        default:
            guard let length = validUTF8Length(at: offset) else {
                return "invalid UTF-8 (byte 0x\(hexByte(byte)))"
            }
            var scalar = UInt32(byte) & (0xFF >> (length + 1))
            for index in offset + 1..<offset + length {
                scalar = scalar << 6 | UInt32(bytes[index] & 0x3F)
            }
            if scalar == 0xFEFF {
                return "a byte order mark (U+FEFF)"
            }
            guard let unicodeScalar = Unicode.Scalar(scalar) else {
                return "invalid UTF-8 (byte 0x\(hexByte(byte)))"
            }
            return "'\(Character(unicodeScalar))' (\(JSONQuoting.scalarName(scalar)))"
        }
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    func hexByte(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return hex.count == 1 ? "0" + hex : hex
    }

    func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
