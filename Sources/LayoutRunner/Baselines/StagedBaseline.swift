/// A scenario's new baseline file, written under a temporary name beside the file it will
/// replace when ``BaselineDirectory/moveIntoPlace(_:removing:database:)`` moves it into place.
public struct StagedBaseline: Hashable, Sendable {
    /// Where the new text is.
    public let temporary: String
    /// Where it goes.
    public let final: String
}
