import ContentDigest

extension LayoutStore {
    /// The remembered digests of the files at `paths` (those the store has), by path. A digest
    /// is the file's only while its stamp is still the one kept with it: compare before use.
    public func fileDigests(paths: [String]) throws -> [String: FileDigest] {
        try serialized { db in
            try db.withStatement(Self.fileDigestSQL) { statement in
                var digests: [String: FileDigest] = [:]
                for path in paths {
                    try statement.bind(path, at: 1)
                    if try statement.step() {
                        let stamp = FileStamp(size: statement.int64(0), inode: UInt64(bitPattern: statement.int64(1)),
                                              modifiedNanoseconds: statement.int64(2),
                                              changedNanoseconds: statement.int64(3))
                        digests[path] = FileDigest(path: path, stamp: stamp, sha256: statement.string(4))
                    }
                    try statement.reset()
                }
                return digests
            }
        }
    }

    /// Remembers `digests`, replacing what was kept for their paths, in one transaction.
    ///
    /// - Throws: ``StoreError`` `.constraint` for a digest that is not 64 characters; nothing
    ///   is written then.
    public func saveFileDigests(_ digests: [FileDigest]) throws {
        guard !digests.isEmpty else { return }
        try serialized { db in
            try db.writeTransaction {
                try db.withStatement(Self.saveFileDigestSQL) { statement in
                    for digest in digests {
                        try statement.bind(digest.path, at: 1)
                        try statement.bind(digest.stamp.size, at: 2)
                        try statement.bind(Int64(bitPattern: digest.stamp.inode), at: 3)
                        try statement.bind(digest.stamp.modifiedNanoseconds, at: 4)
                        try statement.bind(digest.stamp.changedNanoseconds, at: 5)
                        try statement.bind(digest.sha256, at: 6)
                        try statement.run()
                        try statement.reset()
                    }
                }
            }
        }
    }

    private static let fileDigestSQL = """
        SELECT size, inode, modified_ns, changed_ns, sha256 FROM file_digests WHERE path = ?1
        """

    private static let saveFileDigestSQL = """
        INSERT INTO file_digests(path, size, inode, modified_ns, changed_ns, sha256)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6)
        ON CONFLICT(path) DO UPDATE SET size = excluded.size, inode = excluded.inode,
            modified_ns = excluded.modified_ns, changed_ns = excluded.changed_ns, sha256 = excluded.sha256
        """
}
