import ContentDigest
import Testing
@testable import LayoutStore

@Suite struct FileDigestTests {
    static let stamp = FileStamp(size: 1_024, inode: 0xFFFF_FFFF_FFFF_FFF0, modifiedNanoseconds: 1_764_000_000_123_456_789,
                                 changedNanoseconds: 1_764_000_000_223_456_789)
    static let sha = String(repeating: "ab", count: 32)

    @Test func digestsComeBackAsKeptAndOnlyForTheirPaths() throws {
        let store = try LayoutStore.inMemory()
        let digest = FileDigest(path: "Fonts/Inter-Regular.otf", stamp: Self.stamp, sha256: Self.sha)
        try store.saveFileDigests([digest])
        let read = try store.fileDigests(paths: ["Fonts/Inter-Regular.otf", "Fonts/Other.otf"])
        // Every field, inode above Int64.max included, round-trips exactly.
        #expect(read == ["Fonts/Inter-Regular.otf": digest])
    }

    @Test func savingAPathAgainReplacesItsDigest() throws {
        let store = try LayoutStore.inMemory()
        try store.saveFileDigests([FileDigest(path: "a.otf", stamp: Self.stamp, sha256: Self.sha)])
        var changed = Self.stamp
        changed.size += 1
        let newer = FileDigest(path: "a.otf", stamp: changed, sha256: String(repeating: "cd", count: 32))
        try store.saveFileDigests([newer])
        #expect(try store.fileDigests(paths: ["a.otf"]) == ["a.otf": newer])
    }

    @Test func aMalformedDigestIsRefusedAndNothingIsKept() throws {
        let store = try LayoutStore.inMemory()
        let good = FileDigest(path: "a.otf", stamp: Self.stamp, sha256: Self.sha)
        let bad = FileDigest(path: "b.otf", stamp: Self.stamp, sha256: "abc")
        #expect(throws: StoreError.self) { try store.saveFileDigests([good, bad]) }
        #expect(try store.fileDigests(paths: ["a.otf", "b.otf"]).isEmpty)
    }
}
