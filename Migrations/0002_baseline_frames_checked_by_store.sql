-- layoutreg store, schema version 2: baselines.frames without a JSON CHECK.
--
-- Version 1 checked `json_valid(frames) AND json_type(frames) = 'array'` on every insert:
-- about 0.4 s of the 2 s write transaction of a `record` of 100,000 baselines, all of it on
-- one thread. The store now checks frames where each BaselineWrite is made (on the threads
-- that lay the cases out) and refuses anything but a JSON array with `invalidInput`, so the
-- database keeps only the cheap checks.
--
-- SQLite cannot drop a CHECK in place: the table is rebuilt, and the two views that read
-- it are dropped first (renaming a table checks every view) and created again unchanged.
-- Like every migration, this file runs in one transaction with its schema_migrations row.

DROP VIEW current_baselines;
DROP VIEW baseline_frames;

CREATE TABLE baselines_v2 (
    id            INTEGER PRIMARY KEY,
    case_id       INTEGER NOT NULL REFERENCES cases(id),
    approval_id   INTEGER NOT NULL REFERENCES approvals(id),
    superseded_by INTEGER REFERENCES approvals(id),
    -- Canonical JSON array of {"path","x","y","width","height"[,"lines","truncated"]},
    -- checked by the store before it is written.
    frames        TEXT    NOT NULL,
    CHECK (superseded_by IS NULL OR superseded_by > approval_id)
) STRICT;

INSERT INTO baselines_v2(id, case_id, approval_id, superseded_by, frames)
SELECT id, case_id, approval_id, superseded_by, frames FROM baselines;

DROP TABLE baselines;
ALTER TABLE baselines_v2 RENAME TO baselines;

CREATE UNIQUE INDEX baselines_current ON baselines(case_id) WHERE superseded_by IS NULL;
CREATE INDEX baselines_by_case ON baselines(case_id, id);

CREATE VIEW current_baselines AS
SELECT s.name           AS scenario,
       c.key            AS case_key,
       b.frames         AS frames,
       a.recorded_at    AS recorded_at,
       a.recorded_by    AS recorded_by,
       a.git_commit     AS git_commit,
       a.engine_version AS engine_version,
       a.font_hashes    AS font_hashes,
       a.note           AS note
  FROM baselines b
  JOIN cases c     ON c.id = b.case_id
  JOIN scenarios s ON s.id = c.scenario_id
  JOIN approvals a ON a.id = b.approval_id
 WHERE b.superseded_by IS NULL
 ORDER BY s.name, c.key;

CREATE VIEW baseline_frames AS
SELECT s.name                               AS scenario,
       c.key                                AS case_key,
       CAST(f.key AS INTEGER)               AS view_index,
       json_extract(f.value, '$.path')      AS path,
       json_extract(f.value, '$.x')         AS x,
       json_extract(f.value, '$.y')         AS y,
       json_extract(f.value, '$.width')     AS width,
       json_extract(f.value, '$.height')    AS height,
       json_extract(f.value, '$.lines')     AS lines,
       json_extract(f.value, '$.truncated') AS truncated
  FROM baselines b
  JOIN cases c     ON c.id = b.case_id
  JOIN scenarios s ON s.id = c.scenario_id,
       json_each(b.frames) f
 WHERE b.superseded_by IS NULL
 ORDER BY s.name, c.key, view_index;
