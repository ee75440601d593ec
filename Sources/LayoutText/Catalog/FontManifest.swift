/// The contents of a `fonts.json` file: a format version and the faces.
struct FontManifest: Codable, Sendable {
    var version: Int
    var faces: [FontFaceDescriptor]

    /// The manifest format this code reads.
    static let supportedVersion = 1
}
