/// `navigationBarTitleDisplayMode(_:)`'s modes.
public enum TitleDisplayMode: String, Hashable, Sendable, CaseIterable {
    /// Large at the root of a navigation stack, which is where fixtures put it.
    case automatic, large, inline
}
