-- "No two rows of a unit overlap on both axes", checked once per statement instead of by a GiST exclusion constraint
-- (docs/decisions.md, "Bitemporal projections"). The constraint's index cost more than everything else a row write
-- does: on three million rows shaped like these, inserting them with the table's b-tree indexes took 21 s, building
-- the constraint on them after the load 80 s (72 s even on two hashes of the id instead of the id), and keeping it
-- while inserting about as much again. The checks below find the same rows: 28 s for the same insert, checked.

ALTER TABLE bt_unit DROP CONSTRAINT bt_unit_no_overlap;

-- Every statement that inserts rows compares them, through the primary key (led by unit_id), with every row of their
-- units, those of the same statement included. The statement fails, and with it the transaction, naming the unit.
-- It does not see rows of transactions still in flight: one processor segment writes a unit's rows at a time, and a
-- segment's claim is checked in the same transaction as its writes.
-- The check is held to index probes, one per inserted row, in that order (a lateral subquery with a limit is never
-- turned around): the planner knows neither how many rows a statement brings nor, after a swap's bulk insert into a
-- table it last saw empty, how many the table holds, and a bench's swap whose plan walked the table for each inserted
-- row ran for minutes instead of seconds. No JIT: its compiling cost more than a live batch's check.
CREATE FUNCTION bt_unit_refuse_overlap() RETURNS trigger LANGUAGE plpgsql
    SET enable_seqscan = off SET jit = off AS $$
DECLARE
    clash record;
BEGIN
    SELECT written.unit_id INTO clash
    FROM written, LATERAL (
        SELECT 1 FROM bt_unit other
        WHERE other.unit_id = written.unit_id
            AND (other.valid_from, other.sys_from) <> (written.valid_from, written.sys_from)
            AND other.valid_from < written.valid_to AND written.valid_from < other.valid_to
            AND other.sys_from < written.sys_to AND written.sys_from < other.sys_to
        LIMIT 1) overlapping
    LIMIT 1;
    IF FOUND THEN
        RAISE EXCEPTION 'bt_unit_no_overlap: rows of unit % overlap on both axes', clash.unit_id
            USING ERRCODE = 'exclusion_violation';
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER bt_unit_no_overlap AFTER INSERT ON bt_unit REFERENCING NEW TABLE AS written
    FOR EACH STATEMENT EXECUTE FUNCTION bt_unit_refuse_overlap();

-- An update may change what a row says and close it (move sys_to earlier), never where it lies otherwise: a row that
-- only shrinks cannot come to overlap another. Checked row by row, without a query.
CREATE FUNCTION bt_unit_refuse_moving() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF (NEW.unit_id, NEW.valid_from, NEW.valid_to, NEW.sys_from)
            IS DISTINCT FROM (OLD.unit_id, OLD.valid_from, OLD.valid_to, OLD.sys_from)
            OR NEW.sys_to > OLD.sys_to THEN
        RAISE EXCEPTION 'bt_unit_no_overlap: a row of unit % may only be closed, not moved or reopened', OLD.unit_id
            USING ERRCODE = 'exclusion_violation';
    END IF;
    RETURN NEW;
END $$;

CREATE TRIGGER bt_unit_only_closed BEFORE UPDATE ON bt_unit
    FOR EACH ROW EXECUTE FUNCTION bt_unit_refuse_moving();
