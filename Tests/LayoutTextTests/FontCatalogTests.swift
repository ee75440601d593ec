#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutEngine
import ContentDigest
@testable import LayoutText
import Testing
import TestSupport

@Suite("Font catalog")
struct FontCatalogTests {
    @Test func locatesTheRepositoryFonts() throws {
        let catalog = try FontCatalog.locate(environment: [:])
        #expect(catalog.directory.hasSuffix("/Fonts"))
        let families = Set(catalog.faces.map(\.family))
        #expect(families.isSuperset(of: ["Inter", "Noto Sans Arabic UI", "Noto Sans Hebrew", "Noto Sans Devanagari UI",
                                         "Noto Sans Thai UI", "Noto Sans CJK JP", "Noto Sans CJK SC", "Noto Sans CJK KR"]))
        #expect(Set(catalog.faces.filter { $0.family == "Inter" }.map(\.weight)) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        // SF tracking applies to the stand-in for SF Pro only.
        #expect(catalog.faces.allSatisfy { $0.sfTracking == ($0.family == "Inter") })
        #expect(catalog.faces.first?.family == "Inter")
    }

    @Test func anExplicitDirectoryWithoutManifestIsAnError() {
        #expect(throws: FontCatalogError.manifestNotFound(searched: ["/nonexistent/fonts/fonts.json"])) {
            try FontCatalog.locate(directory: "/nonexistent/fonts", environment: [:])
        }
        #expect(throws: FontCatalogError.manifestNotFound(searched: ["/nonexistent/env/fonts.json"])) {
            try FontCatalog.locate(environment: [FontCatalog.environmentVariable: "/nonexistent/env"])
        }
    }

    @Test func notFoundNamesEveryPlaceSearched() throws {
        let error = #expect(throws: FontCatalogError.self) {
            try FontCatalog.locate(directory: nil, environment: [:], executablePath: "/nonexistent/a/bin/tool",
                                   sourceFile: "/nonexistent/b/Sources/x.swift")
        }
        guard case let .manifestNotFound(searched) = try #require(error) else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(searched.contains("/nonexistent/a/bin/Fonts/fonts.json"))
        #expect(searched.contains("/nonexistent/a/share/layoutreg/Fonts/fonts.json"))
        #expect(searched.contains("/nonexistent/b/Fonts/fonts.json"))
        #expect(searched.contains("/Fonts/fonts.json"))
        #expect(try #require(error).description.contains("--fonts"))
    }

    @Test(arguments: [
        // A checkout's built binary, and an installed one.
        ("checkout", "checkout/.build/x86_64-unknown-linux-gnu/release/layoutreg", "checkout/Fonts"),
        ("prefix", "prefix/bin/layoutreg", "prefix/share/layoutreg/Fonts"),
    ])
    func walksUpFromTheExecutable(root: String, executable: String, fonts: String) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        try temporary.writeManifest(in: fonts, faces: [interRegular(sfTracking: true)])
        let catalog = try FontCatalog.locate(directory: nil, environment: [:],
                                             executablePath: temporary.path + "/" + executable,
                                             sourceFile: "/nonexistent/Sources/x.swift")
        #expect(catalog.directory == temporary.path + "/" + fonts)
    }

    @Test func theEnvironmentVariableNamesADirectory() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        try temporary.writeManifest(in: "mine", faces: [interRegular(sfTracking: true)])
        let catalog = try FontCatalog.locate(environment: [FontCatalog.environmentVariable: temporary.path + "/mine"])
        #expect(catalog.directory == temporary.path + "/mine")
        #expect(catalog.faces.count == 1)
    }

    /// A user's SF Pro carries its own tracking: the same face without SF tracking is wider.
    @Test func aUserManifestCanTurnTrackingOff() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        try temporary.writeManifest(in: "sf", faces: [interRegular(sfTracking: false)])
        let untracked = try HarfBuzzTextMeasurer(catalog: FontCatalog(directory: temporary.path + "/sf"))
        let tracked = try #require(sharedMeasurer)
        let plain = untracked.layout(textRequest("Label 1")).size.width
        let withTracking = tracked.layout(textRequest("Label 1")).size.width
        // 7 glyphs × 0.442 pt, up to rounding to pixels.
        #expect(abs(plain - withTracking - 7 * 0.442) < 0.34)
    }

    @Test(arguments: [
        ("not json", "invalid font manifest"),
        (#"{"version": 2, "faces": []}"#, "version 2"),
        (#"{"version": 1, "faces": []}"#, "no faces"),
        (#"{"version": 1, "faces": [{"file": "a.otf", "family": "A", "fallback": 0, "sfTracking": true},"#
            + #"{"file": "b.otf", "family": "B", "fallback": 0, "sfTracking": true}]}"#, "share fallback position"),
        (#"{"version": 1, "faces": [{"file": "a.otf", "family": "A", "weight": 5000, "fallback": 0, "sfTracking": true}]}"#,
         "weight 5000"),
    ])
    func invalidManifestsAreErrors(json: String, message: String) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        try temporary.write("bad/fonts.json", json)
        let error = #expect(throws: FontCatalogError.self) { try FontCatalog(directory: temporary.path + "/bad") }
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
    }

    @Test func aMissingFontFileIsAnError() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        try temporary.write("fonts/fonts.json",
                            #"{"version": 1, "faces": [{"file": "gone.otf", "family": "A", "fallback": 0, "sfTracking": true}]}"#)
        let catalog = try FontCatalog(directory: temporary.path + "/fonts")
        #expect(throws: FontCatalogError.unreadableFont(path: temporary.path + "/fonts/gone.otf",
                                                        reason: "the file is missing or unreadable")) {
            try HarfBuzzTextMeasurer(catalog: catalog)
        }
    }

    @Test func fontHashesAreStable() throws {
        let measurer = try #require(sharedMeasurer)
        let hashes = try measurer.fontHashes()
        // Every face's file once, then the manifest.
        #expect(hashes.count == Set(measurer.catalog.faces.map(\.file)).count + 1)
        #expect(hashes.last?.file == FontCatalog.manifestFileName)
        #expect(hashes.allSatisfy { $0.sha256.count == 64 })
        // Pinned: `sha256sum Fonts/Inter-Regular.otf`. A change means the fonts changed.
        #expect(hashes.first { $0.file == "Inter-Regular.otf" }?.sha256
            == "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc")
        #expect(try measurer.fontHashes() == hashes)
        #expect(try measurer.catalog.fontHashes() == hashes)
        let digest = try measurer.fontDigest()
        #expect(digest.count == 64)
        #expect(FontCatalog.combinedDigest(of: hashes.reversed()) == digest)
        #expect(FontCatalog.combinedDigest(of: Array(hashes.dropLast())) != digest)
    }

    @Test func aKnownDigestIsReusedWhileTheFileKeepsItsStamp() throws {
        let measurer = try #require(sharedMeasurer)
        let fonts = measurer.catalog
        let (hashes, fresh) = try fonts.fileDigests()
        #expect(hashes == (try measurer.fontHashes()))
        // The repository's fonts are old files: every digest read may be kept. The manifest,
        // last, is hashed as the catalog reads it, never kept.
        let files = hashes.dropLast()
        #expect(fresh.count == files.count)
        #expect(Set(fresh.map(\.sha256)) == Set(files.map(\.sha256)))
        var known = Dictionary(uniqueKeysWithValues: fresh.map { ($0.path, $0) })
        #expect(try fonts.fileDigests(reusing: known) == (hashes, []))
        // A digest kept with the file's current stamp is used as is: this one is made up, so
        // getting it back shows the file was not read.
        let path = fonts.path(of: try #require(fonts.faces.first { $0.file == "Inter-Regular.otf" }))
        let stamp = try #require(FileStamp(path: path))
        let madeUp = String(repeating: "0", count: 64)
        known[path] = FileDigest(path: path, stamp: stamp, sha256: madeUp)
        let reused = try fonts.fileDigests(reusing: known)
        #expect(reused.hashes.first { $0.file == "Inter-Regular.otf" }?.sha256 == madeUp)
        #expect(reused.fresh.isEmpty)
        // With any other stamp the file is read again, and only that file.
        var other = stamp
        other.changedNanoseconds += 1
        known[path] = FileDigest(path: path, stamp: other, sha256: madeUp)
        let reread = try fonts.fileDigests(reusing: known)
        #expect(reread.hashes == hashes)
        #expect(reread.fresh == [FileDigest(path: path, stamp: stamp, sha256: hashes.first { $0.file == "Inter-Regular.otf" }!.sha256)])
    }

    @Test func aFileChangedJustNowIsHashedButNotKept() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let inter = try interRegular(sfTracking: true)
        try FileManager.default.createDirectory(atPath: temporary.path + "/fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: inter.file, toPath: temporary.path + "/fonts/Inter-Regular.otf")
        var face = inter
        face.file = "Inter-Regular.otf"
        try temporary.writeManifest(in: "fonts", faces: [face])
        let fonts = try FontCatalog(directory: temporary.path + "/fonts")
        let (hashes, fresh) = try fonts.fileDigests()
        #expect(Array(hashes.dropLast())
            == [FontHash(file: "Inter-Regular.otf", sha256: "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc")])
        #expect(hashes.last?.file == FontCatalog.manifestFileName)
        #expect(fresh.isEmpty)
        let stamp = try #require(FileStamp(path: temporary.path + "/fonts/Inter-Regular.otf"))
        #expect(stamp.isRecent())
        #expect(!stamp.isRecent(now: stamp.modifiedNanoseconds + 3_000_000_000))
    }

    /// Two manifests over the same font file that differ only in what they say of it (here
    /// SF's tracking) measure differently, so their digests differ: `run --incremental` and
    /// the provenance of approvals see a manifest change as a font change.
    @Test func theManifestIsPartOfTheFontsDigest() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        try temporary.writeManifest(in: "a", faces: [interRegular(sfTracking: false)])
        try temporary.writeManifest(in: "b", faces: [interRegular(sfTracking: true)])
        let a = try FontCatalog(directory: temporary.path + "/a"), b = try FontCatalog(directory: temporary.path + "/b")
        let hashesA = try a.fontHashes(), hashesB = try b.fontHashes()
        // The same font file, hashed alike; the manifests' hashes apart.
        #expect(hashesA.first == hashesB.first)
        #expect(hashesA.last?.file == "fonts.json" && hashesA.last != hashesB.last)
        #expect(FontCatalog.combinedDigest(of: hashesA) != FontCatalog.combinedDigest(of: hashesB))
        // A catalog made from faces, with no manifest, lists only the faces' files.
        #expect(try FontCatalog(directory: temporary.path, faces: a.faces).fontHashes().count == 1)
    }

    private func interRegular(sfTracking: Bool) throws -> FontFaceDescriptor {
        let measurer = try #require(sharedMeasurer)
        return FontFaceDescriptor(file: measurer.catalog.directory + "/Inter-Regular.otf", family: "Inter",
                                  weight: 400, scripts: ["Latn"], fallback: 0, sfTracking: sfTracking)
    }
}

extension TemporaryDirectory {
    func writeManifest(in directory: String, faces: [FontFaceDescriptor]) throws {
        struct Manifest: Encodable {
            var version = 1
            var faces: [FontFaceDescriptor]
        }
        let data = try JSONEncoder().encode(Manifest(faces: faces))
        try write(directory + "/fonts.json", String(decoding: data, as: UTF8.self))
    }
}
