/// `Slider(value:in:step:) { label } minimumValueLabel: { … } maximumValueLabel: { … }`: a
/// track as wide as offered and as tall as its thumb (`Slider/control`), between its value
/// labels when it has them. iOS does not show the label (`children`), so it is read and not
/// laid out; the value never moves a frame.
package struct Slider: ViewKind {
    package static let typeName = "Slider"
    package static let hasChildren = true
    package var minimumValueLabel: ViewNode?
    package var maximumValueLabel: ViewNode?

    package init(minimumValueLabel: ViewNode? = nil, maximumValueLabel: ViewNode? = nil) {
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    package init(arguments: some ViewArguments) throws {
        _ = try arguments.length("value")
        _ = try arguments.length("step", atLeast: 0)
        if let bounds = try arguments.lengths("in"), bounds.count != 2 || bounds[0] > bounds[1] {
            throw arguments.error(at: "in", "a Slider's \"in\" is [lower, upper], lower no greater than upper")
        }
        minimumValueLabel = try arguments.view("minimumValueLabel")
        maximumValueLabel = try arguments.view("maximumValueLabel")
    }

    package func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
                       scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        try builder.buildSlider(minimum: minimumValueLabel, maximum: maximumValueLabel, scope: scope)
    }
}
