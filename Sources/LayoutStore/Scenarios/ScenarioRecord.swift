/// A scenario as the fixtures define it, for ``LayoutStore/upsertScenarios(_:)``.
public struct ScenarioRecord: Hashable, Sendable {
    /// The scenario's unique name.
    public var name: String
    /// A hash of the scenario file's content, to notice edited scenarios.
    public var definitionHash: String
    /// Where the scenario file lives, relative to the repository, if known.
    public var sourcePath: String?

    /// Creates a scenario record.
    public init(name: String, definitionHash: String, sourcePath: String? = nil) {
        self.name = name
        self.definitionHash = definitionHash
        self.sourcePath = sourcePath
    }
}
