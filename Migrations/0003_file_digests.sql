-- layoutreg store, schema version 3: file_digests, a cache of the fonts' SHA-256.
--
-- Every run and approval records the SHA-256 of each font file (provenance: a change of fonts
-- explains a change of frames). Reading 14 MB of fonts took 0.13 s of every command, a third
-- of a `run` of the shipped fixtures. A digest is kept here with the file's stamp (size,
-- inode, modification and status-change times in nanoseconds) and reused while the stamp is
-- the same; a file changed within two seconds of being read is not kept, so a rewrite within
-- one clock tick cannot hide behind an unchanged stamp. Deleting rows loses nothing: the
-- files are read again.

CREATE TABLE file_digests (
    path        TEXT PRIMARY KEY,
    size        INTEGER NOT NULL,
    inode       INTEGER NOT NULL,
    modified_ns INTEGER NOT NULL,
    changed_ns  INTEGER NOT NULL,
    sha256      TEXT NOT NULL CHECK (length(sha256) = 64)
) STRICT;
