/// `clipped(antialiased:)`: drawing only, no layout effect. Written `true` or
/// `{"antialiased": Bool}`.
package struct ClippedModifier: ModifierKind {
    package static let name = "clipped"
    package static let wrapsInALayout = false

    package init() {}

    package init(arguments: some ViewArguments) throws {
        if try arguments.bool("antialiased") != nil { return }
        guard try arguments.bool("_") == true else {
            throw arguments.error(at: nil, "expected true or {\"antialiased\": …}")
        }
    }
}
