/// The XML reader behind ``PropertyList/parse(_:)``: elements, character data, the five
/// named entities and numeric character references; comments, the XML declaration and the
/// DOCTYPE are skipped.
struct PropertyListParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String) {
        scalars = Array(text.unicodeScalars.first == "\u{FEFF}" ? text.unicodeScalars.dropFirst() : text.unicodeScalars[...])
    }

    private func failure(_ message: String) -> PropertyList.Failure {
        PropertyList.Failure(line: line, column: column, message: message)
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    private func starts(with text: String) -> Bool {
        var i = index
        for s in text.unicodeScalars {
            guard i < scalars.count, scalars[i] == s else { return false }
            i += 1
        }
        return true
    }

    private mutating func skip(past text: String) throws(PropertyList.Failure) {
        let (l, c) = (line, column)
        while index < scalars.count, !starts(with: text) { advance() }
        guard index < scalars.count else { throw PropertyList.Failure(line: l, column: c, message: "expected \"\(text)\" before the end of the file") }
        for _ in text.unicodeScalars { advance() }
    }

    /// Skips white space, comments, processing instructions and the DOCTYPE.
    private mutating func skipMisc() throws(PropertyList.Failure) {
        while let c = peek {
            if c == " " || c == "\n" || c == "\t" || c == "\r" { advance() }
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
        let (l, c) = (line, column)
        guard peek == "<" else { throw failure("expected an element") }
        advance()
        var name = ""
        while let s = peek, s != ">", s != "/", s != " ", s != "\n", s != "\t", s != "\r" { name.unicodeScalars.append(s); advance() }
        while let s = peek, s != ">", s != "/" { advance() }
        var selfClosing = false
        if peek == "/" { selfClosing = true; advance() }
        guard peek == ">" else { throw PropertyList.Failure(line: l, column: c, message: "unterminated <\(name)>") }
        advance()
        return (name, selfClosing, l, c)
    }

    private mutating func closeTag(_ name: String) throws(PropertyList.Failure) {
        guard starts(with: "</" + name) else { throw failure("expected </\(name)>") }
        try skip(past: ">")
    }

    /// Character data up to the next `<`, entities decoded.
    private mutating func characters() throws(PropertyList.Failure) -> String {
        var out = String.UnicodeScalarView()
        while let s = peek, s != "<" {
            if s == "&" {
                let (l, c) = (line, column)
                var entity = ""
                advance()
                while let e = peek, e != ";", entity.unicodeScalars.count < 12 { entity.unicodeScalars.append(e); advance() }
                guard peek == ";" else { throw PropertyList.Failure(line: l, column: c, message: "unterminated entity &\(entity)") }
                advance()
                switch entity {
                case "lt": out.append("<")
                case "gt": out.append(">")
                case "amp": out.append("&")
                case "quot": out.append("\"")
                case "apos": out.append("'")
                default:
                    let hex = entity.hasPrefix("#x") || entity.hasPrefix("#X")
                    guard entity.hasPrefix("#"), let value = UInt32(entity.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10),
                          let scalar = Unicode.Scalar(value) else {
                        throw PropertyList.Failure(line: l, column: c, message: "unknown entity &\(entity);")
                    }
                    out.append(scalar)
                }
            } else {
                out.append(s)
                advance()
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
