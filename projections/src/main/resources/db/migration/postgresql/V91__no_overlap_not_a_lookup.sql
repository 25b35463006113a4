-- The no-overlap constraint of V90, with its exact comparison of unit ids made on an expression. Led by the hash, the
-- GiST index answers a lookup by unit id alone by walking much of its tree, and the planner, misjudging that cost,
-- chose it over the primary key for every close, delete and load of a unit's rows: 20 ms each on 300,000 rows
-- instead of 0.1 ms. Queries name unit_id, never this expression, so the planner cannot take the index for them; the
-- constraint refuses the same rows as before (equal ids have equal hashes and equal expressions).
ALTER TABLE bt_unit DROP CONSTRAINT bt_unit_no_overlap;
ALTER TABLE bt_unit ADD CONSTRAINT bt_unit_no_overlap EXCLUDE USING gist (
    hashtextextended(unit_id, 0) WITH =,
    (unit_id || '') WITH =,
    tstzrange(valid_from, valid_to) WITH &&,
    tstzrange(sys_from, sys_to) WITH &&);
