-- layoutreg store, schema version 6: run labels, shard positions, and the runs that
-- `layoutreg merge` brought in from other databases.
--
-- A CI run is split into shards on several machines, each with its own database; `merge`
-- puts them back together as one run and appends whole runs to a history database that
-- CI keeps between pipelines. For that a run needs:
--   * label        the name of the whole run its shard belongs to: `run --run-label`, else
--                  the commit. The shards of one run share it.
--   * uid          unique across databases (random, set by the store), so that a run
--                  merged twice is recognised and added once.
--   * shard_index, shard_count
--                  I and N of `run --shard I/N`; a merged run of shards has shard_count N
--                  and no shard_index, and is full once every I from 1 to N is in it.
--
-- run_sources lists the runs of other databases merged into each run here, by their uid
-- (for a shard, with its index): merging a database again finds them and adds nothing.
--
-- Like every migration, this file runs in one transaction with its schema_migrations row.

ALTER TABLE runs ADD COLUMN label TEXT;
ALTER TABLE runs ADD COLUMN uid TEXT;
ALTER TABLE runs ADD COLUMN shard_index INTEGER CHECK (shard_index >= 1);
ALTER TABLE runs ADD COLUMN shard_count INTEGER CHECK (shard_count >= 1);

UPDATE runs SET uid = lower(hex(randomblob(16)));

CREATE UNIQUE INDEX runs_by_uid ON runs(uid);
CREATE INDEX runs_by_label ON runs(label);

CREATE TABLE run_sources (
    uid         TEXT    PRIMARY KEY,            -- runs.uid in the database it came from
    run_id      INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    shard_index INTEGER                         -- I of the shard, NULL for a whole run
) STRICT, WITHOUT ROWID;

CREATE INDEX run_sources_by_run ON run_sources(run_id);
