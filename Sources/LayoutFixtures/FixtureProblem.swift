/// A scenario file that could not be loaded, kept beside the scenarios that could: `run`
/// counts it as an error case and `record` leaves its baselines alone.
public struct FixtureProblem: Hashable, Sendable {
    /// The scenario file, as found under the fixtures folder.
    public var file: String
    /// What is wrong, located (`file:line:column: …`).
    public var error: FixtureError
}
