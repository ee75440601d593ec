-- layoutreg store, schema version 9: the foreign keys of results and baselines are checked
-- when their run or approval commits, not row by row.
--
-- A run stores its results a hundred rows per INSERT. With immediate foreign keys, SQLite
-- must be able to undo half of such a statement when a later row fails, so it kept a
-- statement journal for each one: every page the statement touched, copied first, and past
-- 64 KiB written to a temporary file. A run of 100,800 cases wrote 34 MB there for 2.8 MB of
-- results, and a `record` of as many cases 139 MB for its baselines, inserted the same way:
-- copies through the kernel, beside the layouts, that nothing ever read. Neither keeps half a
-- statement: any error rolls the whole run or approval back. So the foreign keys of results
-- and baselines are now DEFERRABLE INITIALLY DEFERRED (SQLite counts the missing parents and
-- refuses the COMMIT while any is missing), and the store inserts both with INSERT OR FAIL
-- (the other constraints stop the statement without undoing it). Together they leave SQLite
-- nothing to journal. The checks are the same; only their moment moves.
--
-- SQLite cannot alter a column's constraint, and rebuilding the tables would copy every
-- result and baseline of the history. A foreign key clause does not change how rows are
-- stored, so the tables' definitions are edited in place, as SQLite's documentation
-- describes for removing a constraint ("Making Other Kinds Of Table Schema Changes",
-- sqlite.org/lang_altertable.html). RESET makes this connection read the edited
-- definitions. No row is touched: the migration takes the same time for any history.
-- Every foreign key of baselines ends in "(id),".
--
-- Like every migration, this file runs in one transaction with its schema_migrations row.

PRAGMA writable_schema = ON;

UPDATE sqlite_schema
   SET sql = replace(replace(sql,
             'REFERENCES runs(id) ON DELETE CASCADE,',
             'REFERENCES runs(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,'),
             'REFERENCES cases(id),',
             'REFERENCES cases(id) DEFERRABLE INITIALLY DEFERRED,')
 WHERE type = 'table' AND name = 'results';

UPDATE sqlite_schema
   SET sql = replace(sql, '(id),', '(id) DEFERRABLE INITIALLY DEFERRED,')
 WHERE type = 'table' AND name = 'baselines';

PRAGMA writable_schema = RESET;
