-- The no-overlap constraint, led by a 64-bit hash of the unit id. The same rows conflict as before (equal unit ids,
-- overlapping valid and system ranges: the hash is equal whenever the ids are), but btree_gist's keys for long text
-- cost about 50 µs a row to insert or build, and with the hash first the index's tree is chosen by a number: on this
-- machine building it over 250,000 rows took 4.1 s instead of 12.6 s, and every write of every projection pays the
-- same difference (docs/performance.md, "Rebuilds").
ALTER TABLE bt_unit DROP CONSTRAINT bt_unit_no_overlap;
ALTER TABLE bt_unit ADD CONSTRAINT bt_unit_no_overlap EXCLUDE USING gist (
    hashtextextended(unit_id, 0) WITH =,
    unit_id WITH =,
    tstzrange(valid_from, valid_to) WITH &&,
    tstzrange(sys_from, sys_to) WITH &&);
