import Testing

/// A fragment of a scenario file as written, and the value it must read as.
struct RoundTripExample<Value: Sendable>: Sendable, CustomTestStringConvertible {
    let json: String
    let value: Value

    init(_ json: String, _ value: Value) {
        self.json = json
        self.value = value
    }

    var testDescription: String { json }
}
