/// Why fonts could not be found or loaded: a message a user can act on.
public enum FontCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No `fonts.json` in any of the places searched (listed in order).
    case manifestNotFound(searched: [String])
    /// A manifest that cannot be read or is not valid.
    case invalidManifest(path: String, reason: String)
    /// A font file that the manifest names but that is missing or not a font.
    case unreadableFont(path: String, reason: String)

    public var description: String {
        switch self {
        case let .manifestNotFound(searched):
            return "no font manifest (\(FontCatalog.manifestFileName)) found; looked in:\n"
                + searched.map { "  \($0)\n" }.joined()
                + "pass --fonts DIR or set \(FontCatalog.environmentVariable) to a folder that has one "
                + "(the repository's Fonts/ folder, for instance)"
        case let .invalidManifest(path, reason):
            return "invalid font manifest \(path): \(reason)"
        case let .unreadableFont(path, reason):
            return "cannot load font \(path): \(reason)"
        }
    }
}
