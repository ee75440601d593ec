/// One `values` axis of a matrix: a name that texts' arguments refer to, and its values.
public struct ValueAxis: Hashable, Sendable {
    public var name: String
    public var values: [FormatValue]

    public init(name: String, values: [FormatValue]) {
        self.name = name
        self.values = values
    }
}
