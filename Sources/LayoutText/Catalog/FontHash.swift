/// The SHA-256 of one font file: what a measured result depends on.
public struct FontHash: Hashable, Sendable {
    /// The file as the manifest names it.
    public var file: String
    /// 64 lowercase hexadecimal digits.
    public var sha256: String
}
