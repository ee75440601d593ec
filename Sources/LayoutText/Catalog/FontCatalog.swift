public import ContentDigest
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// The fonts text is measured with: a directory and the faces its `fonts.json` manifest lists.
///
/// The repository ships one in `Fonts/` (Inter as a stand-in for SF Pro, Noto for other scripts);
/// ``locate(directory:environment:)`` finds it. A user can measure with other fonts (SF Pro from
/// a Mac, say) by writing a manifest beside them:
///
/// ```swift
/// let catalog = try FontCatalog(directory: "/Users/me/sf-fonts")
/// let measurer = try HarfBuzzTextMeasurer(catalog: catalog)
/// ```
public struct FontCatalog: Hashable, Sendable {
    /// The manifest's file name inside a font directory.
    public static let manifestFileName = "fonts.json"

    /// The directory the manifest was read from; relative face paths resolve against it.
    public let directory: String
    /// The faces, in manifest order.
    public let faces: [FontFaceDescriptor]
    /// The SHA-256 of the manifest as read, when there is one: what it says of the faces
    /// (their optical sizes, scripts, order) changes measurements as a font file does.
    public private(set) var manifestSHA256: String?

    /// Reads and checks `directory/fonts.json`.
    ///
    /// - Throws: ``FontCatalogError/manifestNotFound(searched:)`` when there is no manifest,
    ///   ``FontCatalogError/invalidManifest(path:reason:)`` when it is not valid.
    public init(directory: String) throws {
        let manifestPath = Self.join(directory, Self.manifestFileName)
        guard FileManager.default.fileExists(atPath: manifestPath) else {
            throw FontCatalogError.manifestNotFound(searched: [manifestPath])
        }
        let manifest: FontManifest
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: manifestPath))
            manifest = try JSONDecoder().decode(FontManifest.self, from: data)
        } catch {
            throw FontCatalogError.invalidManifest(path: manifestPath, reason: "\(error)")
        }
        guard manifest.version == FontManifest.supportedVersion else {
            throw FontCatalogError.invalidManifest(
                path: manifestPath,
                reason: "version \(manifest.version); this layoutreg reads version \(FontManifest.supportedVersion)")
        }
        try self.init(directory: directory, faces: manifest.faces, manifestPath: manifestPath)
        manifestSHA256 = SHA256.hash(data).hex
    }

    /// A catalog of `faces` whose relative paths resolve against `directory`, without a manifest.
    public init(directory: String, faces: [FontFaceDescriptor]) throws {
        try self.init(directory: directory, faces: faces, manifestPath: Self.join(directory, "(faces)"))
    }

    private init(directory: String, faces: [FontFaceDescriptor], manifestPath: String) throws {
        if let reason = Self.problem(in: faces) {
            throw FontCatalogError.invalidManifest(path: manifestPath, reason: reason)
        }
        self.directory = directory
        self.faces = faces
        manifestSHA256 = nil
    }

    /// The absolute or directory-relative path of `face`'s file.
    public func path(of face: FontFaceDescriptor) -> String {
        face.file.hasPrefix("/") ? face.file : Self.join(directory, face.file)
    }

    /// The SHA-256 of every face's file, in manifest order (a file listed twice, as the faces
    /// of one collection are, appears once), then the manifest's, when there is one. Reads every file, on up to `threads` threads at
    /// once (by default, every file at once): call it only when needed.
    public func fontHashes(threads: Int = .max) throws -> [FontHash] {
        try fileDigests(threads: threads).hashes
    }

    /// Every face's file's SHA-256, as ``fontHashes(threads:)`` lists them, reading only the
    /// files whose stamp differs from the one `known` keeps with their digest (by path); the
    /// others are read on up to `threads` threads at once. `fresh` are the digests read now
    /// that may be remembered for next time: not those of files changed while being read or
    /// too recently to trust their stamp (``FileStamp/isRecent(now:window:)``).
    public func fileDigests(threads: Int = .max, reusing known: [String: FileDigest] = [:]) throws
        -> (hashes: [FontHash], fresh: [FileDigest]) {
        var seen: Set<String> = []
        let unique = faces.filter { seen.insert($0.file).inserted }
        let files = unique.map(\.file), paths = unique.map(path(of:))
        let now = FileStamp.now()
        // Files are handed out one at a time: a few large ones must not share a thread.
        let digests = try FileLoads.map(files.count, threads: threads) { i in
            Result { () throws(FontCatalogError) in try Self.digest(of: paths[i], known: known[paths[i]], now: now) }
        }.map { try $0.get() }
        var hashes = zip(files, digests).map { FontHash(file: $0, sha256: $1.sha256) }
        if let manifestSHA256 { hashes.append(FontHash(file: Self.manifestFileName, sha256: manifestSHA256)) }
        return (hashes, digests.compactMap(\.fresh))
    }

    /// The SHA-256 of the file at `path`: `known`'s while the file's stamp is still its stamp,
    /// else read now, with the digest to remember when the file's stamp vouches for it.
    private static func digest(of path: String, known: FileDigest?, now: Int64) throws(FontCatalogError)
        -> (sha256: String, fresh: FileDigest?) {
        let before = FileStamp(path: path)
        if let known, let before, known.stamp == before { return (known.sha256, nil) }
        let sha256: String
        do {
            sha256 = try SHA256.hash(contentsOf: path).hex
        } catch {
            throw .unreadableFont(path: path, reason: "\(error)")
        }
        guard let before, FileStamp(path: path) == before, !before.isRecent(now: now) else { return (sha256, nil) }
        return (sha256, FileDigest(path: path, stamp: before, sha256: sha256))
    }

    /// One digest for a set of font hashes: the SHA-256 of their "file hash" lines, sorted by file.
    public static func combinedDigest(of hashes: [FontHash]) -> String {
        let lines = hashes.sorted { $0.file < $1.file }.map { "\($0.file) \($0.sha256)\n" }.joined()
        return SHA256.hash(Array(lines.utf8)).hex
    }

    /// What is wrong with `faces`, or `nil`.
    private static func problem(in faces: [FontFaceDescriptor]) -> String? {
        guard !faces.isEmpty else { return "it lists no faces" }
        var familyOrder: [String: Int] = [:]
        var familyAtOrder: [Int: String] = [:]
        for face in faces {
            guard !face.file.isEmpty, !face.family.isEmpty else { return "a face has an empty file or family" }
            guard (1...1000).contains(face.weight) else {
                return "\(face.file): weight \(face.weight) is outside 1...1000"
            }
            guard face.index >= 0 else { return "\(face.file): negative collection index" }
            if let size = face.opticalSize, !(size.isFinite && size > 0) {
                return "\(face.file): opticalSize \(size) is not a positive size"
            }
            if let from = face.fromPointSize, let below = face.belowPointSize, from >= below {
                return "\(face.file): fromPointSize \(from) is not below belowPointSize \(below)"
            }
            if let order = familyOrder[face.family], order != face.fallback {
                return "family \(face.family) has two fallback positions, \(order) and \(face.fallback)"
            }
            if let other = familyAtOrder[face.fallback], other != face.family {
                return "families \(other) and \(face.family) share fallback position \(face.fallback)"
            }
            familyOrder[face.family] = face.fallback
            familyAtOrder[face.fallback] = face.family
        }
        return nil
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
