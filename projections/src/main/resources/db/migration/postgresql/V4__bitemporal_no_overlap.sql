-- PostgreSQL proves the central invariant on every write: no two rows of a unit overlap on both axes.
CREATE EXTENSION IF NOT EXISTS btree_gist;
ALTER TABLE bt_unit ADD CONSTRAINT bt_unit_no_overlap EXCLUDE USING gist (
    unit_id WITH =,
    tstzrange(valid_from, valid_to) WITH &&,
    tstzrange(sys_from, sys_to) WITH &&);
