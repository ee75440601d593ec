import StrictJSON

extension JSONReader {
    /// What the value is, for "expected …, found …" messages of the loader's own, in the
    /// words StrictJSON uses: `the string "wide"`, `the number 3`, `false`, `an array`.
    var found: String {
        switch value.kind {
        case .null: "null"
        case .bool(let bool): bool ? "true" : "false"
        case .number(let number): "the number \(number.literal)"
        case .string(let string):
            "the string " + JSONWriter().string(.string(String(string.prefix(40)))) + (string.count > 40 ? "..." : "")
        case .array(let elements): elements.isEmpty ? "an empty array" : "an array"
        case .object(let object): object.isEmpty ? "an empty object" : "an object"
        }
    }
}
