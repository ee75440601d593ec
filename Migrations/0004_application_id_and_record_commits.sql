-- layoutreg store, schema version 4: the file's application id, and the commits of `record`.
--
-- application_id marks the file as layoutreg's (0x4C524547, "LREG" in ASCII), so that a
-- database of some other program given with --db is refused instead of migrated. A database
-- of an older layoutreg has no id but has schema_migrations and layoutreg's tables: it is
-- migrated, and gets the id here.
--
-- record_commits holds one row per `record` that moved baseline files: the token of the
-- journal file it wrote beside them (<baselines>/.layoutreg-record.journal), inserted in the
-- approval's own transaction. After a crash the next command reads the journal: if its token
-- is here the approval committed and the new files stay; if not, the old files are put back.
-- So the files and the database agree whatever moment the crash came at.

PRAGMA application_id = 1280460103;

CREATE TABLE record_commits (
    token        TEXT PRIMARY KEY,
    committed_at TEXT NOT NULL              -- ISO-8601, the approval's recorded_at
) STRICT;
