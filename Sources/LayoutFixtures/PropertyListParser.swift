/// The XML reader behind ``PropertyList/parse(_:)``: elements, character data, the five
/// named entities and numeric character references; comments, the XML declaration and the
/// DOCTYPE are skipped.
struct PropertyListParser {
    private var cursor: ScalarCursor

    init(_ text: String) {
        cursor = ScalarCursor(text)
    }

    private func failure(_ message: String) -> PropertyList.Failure {
        PropertyList.Failure(line: cursor.line, column: cursor.column, message: message)
    }

    private func starts(with text: String) -> Bool {
        for (offset, s) in text.unicodeScalars.enumerated() {
            guard cursor.peek(offset) == s else { return false }
        }
        return true
    }

    private mutating func skip(past text: String) throws(PropertyList.Failure) {
        let (l, c) = (cursor.line, cursor.column)
        while !cursor.isAtEnd, !starts(with: text) { cursor.advance() }
        guard !cursor.isAtEnd else { throw PropertyList.Failure(line: l, column: c, message: "expected \"\(text)\" before the end of the file") }
        for _ in text.unicodeScalars { cursor.advance() }
    }

    /// Skips white space, comments, processing instructions and the DOCTYPE.
    private mutating func skipMisc() throws(PropertyList.Failure) {
        while let c = cursor.peek {
            if c == " " || c == "\n" || c == "\t" || c == "\r" { cursor.advance() }
            else if starts(with: "<!--") { try skip(past: "-->") }
            else if starts(with: "<?") { try skip(past: "?>") }
            else if starts(with: "<!DOCTYPE") { try skip(past: ">") }
            else { return }
        }
    }

    mutating func document() throws(PropertyList.Failure) -> PropertyList {
        try skipMisc()
        let (name, selfClosing, l, c) = try openTag()
        guard name == "plist" else { throw PropertyList.Failure(line: l, column: c, message: "expected <plist>, found <\(name)>") }
        // `<plist/>`: an empty file as Xcode creates it.
        if selfClosing { return PropertyList(kind: .dictionary([]), line: l, column: c) }
        try skipMisc()
        let root = try value()
        try skipMisc()
        try closeTag("plist")
        return root
    }

    /// `<name …>` or `<name …/>`: its name, whether it closes itself, and where it starts.
    private mutating func openTag() throws(PropertyList.Failure) -> (String, Bool, Int, Int) {
        let (l, c) = (cursor.line, cursor.column)
        guard cursor.peek == "<" else { throw failure("expected an element") }
        cursor.advance()
        var name = ""
        while let s = cursor.peek, s != ">", s != "/", s != " ", s != "\n", s != "\t", s != "\r" { name.unicodeScalars.append(s); cursor.advance() }
        while let s = cursor.peek, s != ">", s != "/" { cursor.advance() }
        var selfClosing = false
        if cursor.peek == "/" { selfClosing = true; cursor.advance() }
        guard cursor.peek == ">" else { throw PropertyList.Failure(line: l, column: c, message: "unterminated <\(name)>") }
        cursor.advance()
        return (name, selfClosing, l, c)
    }

    private mutating func closeTag(_ name: String) throws(PropertyList.Failure) {
        guard starts(with: "</" + name) else { throw failure("expected </\(name)>") }
        try skip(past: ">")
    }

    /// XML's five named entities; any other is a numeric character reference or an error.
    private static let namedEntities: [String: Unicode.Scalar] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]

    /// Character data up to the next `<`, entities decoded.
    private mutating func characters() throws(PropertyList.Failure) -> String {
        var out = String.UnicodeScalarView()
        while let s = cursor.peek, s != "<" {
            if s == "&" {
                let (l, c) = (cursor.line, cursor.column)
                var entity = ""
                cursor.advance()
                while let e = cursor.peek, e != ";", entity.unicodeScalars.count < 12 { entity.unicodeScalars.append(e); cursor.advance() }
                guard cursor.peek == ";" else { throw PropertyList.Failure(line: l, column: c, message: "unterminated entity &\(entity)") }
                cursor.advance()
                if let named = Self.namedEntities[entity] {
                    out.append(named)
                    continue
                }
                let hex = entity.hasPrefix("#x") || entity.hasPrefix("#X")
                guard entity.hasPrefix("#"), let value = UInt32(entity.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10),
                      let scalar = Unicode.Scalar(value) else {
                    throw PropertyList.Failure(line: l, column: c, message: "unknown entity &\(entity);")
                }
                out.append(scalar)
            } else {
                out.append(s)
                cursor.advance()
            }
        }
        return String(out)
    }

    private mutating func value() throws(PropertyList.Failure) -> PropertyList {
        let (name, selfClosing, l, c) = try openTag()
        func make(_ kind: PropertyList.Kind) -> PropertyList { PropertyList(kind: kind, line: l, column: c) }
        switch name {
        case "string":
            if selfClosing { return make(.string("")) }
            let text = try characters()
            try closeTag("string")
            return make(.string(text))
        case "dict":
            if selfClosing { return make(.dictionary([])) }
            var members: [(key: String, value: PropertyList)] = []
            while true {
                try skipMisc()
                if starts(with: "</") { break }
                let (keyName, keyClosing, kl, kc) = try openTag()
                guard keyName == "key" else { throw PropertyList.Failure(line: kl, column: kc, message: "expected <key> in a <dict>, found <\(keyName)>") }
                let key = keyClosing ? "" : try characters()
                if !keyClosing { try closeTag("key") }
                try skipMisc()
                guard !starts(with: "</") else { throw failure("the key \"\(key)\" has no value") }
                members.append((key, try value()))
            }
            try closeTag("dict")
            return make(.dictionary(members))
        case "array":
            if selfClosing { return make(.array([])) }
            var elements: [PropertyList] = []
            while true {
                try skipMisc()
                if starts(with: "</") { break }
                elements.append(try value())
            }
            try closeTag("array")
            return make(.array(elements))
        case "integer", "real", "date", "data", "true", "false":
            if selfClosing { return make(.other(name)) }
            let text = try characters()
            try closeTag(name)
            return make(.other(text))
        default:
            throw PropertyList.Failure(line: l, column: c, message: "unknown property list element <\(name)>")
        }
    }
}
