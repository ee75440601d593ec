/// One data value of a case: the value a `values` axis of the matrix gives a name.
public struct CaseValue: Hashable, Sendable {
    public var name: String
    public var value: FormatValue

    /// How a case key spells the case's values: `count=5,name=Al`, by name, with `%`, `/`,
    /// `,`, `=` and control characters written `%XX` so that the key splits back.
    public static func spelling(_ values: [CaseValue]) -> String {
        values.map { escaped($0.name) + "=" + escaped($0.value.description) }.joined(separator: ",")
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == "%" || scalar == "/" || scalar == "," || scalar == "=" || scalar.value < 0x20 || scalar.value == 0x7F {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "%" + (hex.count < 2 ? "0" : "") + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
