-- bt_unit and bt_change, live (public) and fresh (svc_rebuild), become tables partitioned by kind, so that a rebuild
-- swaps a kind's fresh rows in by exchanging partitions instead of copying them (docs/decisions.md, "A partition per
-- kind"): the copy was the largest step of a rebuild at a million events (46 s of about 114 s).
-- Each kind has two partitions of each table, _a and _b, in the schema svc_parts, one attached to the live table and
-- the other to the fresh one; a swap exchanges them. svc_parts is the owner's alone: the service's login reads and
-- writes partitions only through the partitioned tables, whose row-level security and grants apply (a partition's
-- own would not, were it reachable by name). A kind added to UnitKind gets its partitions in a migration
-- (PostgresPartitionsTest holds the two lists together); a row of a kind without one is refused.

CREATE SCHEMA svc_parts;

ALTER TABLE bt_unit RENAME TO bt_unit_unpartitioned;
ALTER TABLE bt_change RENAME TO bt_change_unpartitioned;
ALTER INDEX bt_unit_pkey RENAME TO bt_unit_unpartitioned_pkey;
ALTER INDEX bt_change_pkey RENAME TO bt_change_unpartitioned_pkey;
DROP TABLE svc_rebuild.bt_unit;
DROP TABLE svc_rebuild.bt_change;

-- A partitioned table's primary key holds its partition key; a unit id names its kind, so the key says no more.
DO $$
DECLARE
    s text;
BEGIN
    FOREACH s IN ARRAY ARRAY['public', 'svc_rebuild'] LOOP
        EXECUTE format($t$
            CREATE TABLE %I.bt_change (
                unit_id  VARCHAR(600)             NOT NULL,
                kind     VARCHAR(40)              NOT NULL,
                tenant   VARCHAR(200)             NOT NULL,
                seq      BIGINT                   NOT NULL,
                sub      INTEGER                  NOT NULL,
                valid    TIMESTAMP WITH TIME ZONE NOT NULL,
                recorded TIMESTAMP WITH TIME ZONE NOT NULL,
                op       VARCHAR                  NOT NULL,
                PRIMARY KEY (unit_id, seq, sub, kind)
            ) PARTITION BY LIST (kind)$t$, s);
        EXECUTE format($t$
            CREATE TABLE %I.bt_unit (
                unit_id     VARCHAR(600)             NOT NULL,
                kind        VARCHAR(40)              NOT NULL,
                tenant      VARCHAR(200)             NOT NULL,
                place       VARCHAR(600),
                valid_from  TIMESTAMP WITH TIME ZONE NOT NULL,
                valid_to    TIMESTAMP WITH TIME ZONE NOT NULL,
                sys_from    TIMESTAMP WITH TIME ZONE NOT NULL,
                sys_to      TIMESTAMP WITH TIME ZONE NOT NULL,
                created_seq BIGINT                   NOT NULL,
                closed_seq  BIGINT,
                present     BOOLEAN                  NOT NULL,
                state       VARCHAR                  NOT NULL,
                CONSTRAINT bt_unit_valid_check CHECK (valid_from < valid_to),
                CONSTRAINT bt_unit_sys_check CHECK (sys_from < sys_to),
                PRIMARY KEY (unit_id, valid_from, sys_from, kind)
            ) PARTITION BY LIST (kind)$t$, s);
    END LOOP;
END $$;

DO $$
DECLARE
    k text;
    t text;
    side text;
BEGIN
    FOREACH k IN ARRAY ARRAY['hypothesis', 'publishing', 'run', 'workflow', 'strategy', 'telling',
            'notification_rule', 'move', 'deepening', 'task', 'entity', 'connection', 'observation', 'lead',
            'parameter', 'invitation', 'basket', 'membership', 'vertical', 'market_twin', 'saved_view', 'grant',
            'connector'] LOOP
        FOREACH t IN ARRAY ARRAY['bt_unit', 'bt_change'] LOOP
            FOREACH side IN ARRAY ARRAY['a', 'b'] LOOP
                EXECUTE format('CREATE TABLE svc_parts.%I PARTITION OF %I.%I FOR VALUES IN (%L)',
                        t || '_' || k || '_' || side, CASE side WHEN 'a' THEN 'public' ELSE 'svc_rebuild' END, t, k);
                -- Kept when the partition is detached, it spares the attach a scan of every row for its kind.
                EXECUTE format('ALTER TABLE svc_parts.%I ADD CONSTRAINT %I CHECK (kind = %L)',
                        t || '_' || k || '_' || side, t || '_' || k || '_' || side || '_kind', k);
            END LOOP;
        END LOOP;
    END LOOP;
END $$;

INSERT INTO bt_change SELECT * FROM bt_change_unpartitioned;
INSERT INTO bt_unit SELECT * FROM bt_unit_unpartitioned;
DROP TABLE bt_change_unpartitioned;
DROP TABLE bt_unit_unpartitioned;

-- The indexes of V3 and V31, on both sides alike: an attach takes a partition's index as the parent's when they match.
CREATE INDEX bt_change_by_valid ON public.bt_change (unit_id, valid);
CREATE INDEX bt_unit_current ON public.bt_unit (unit_id, sys_to, valid_to);
CREATE INDEX bt_unit_by_tenant ON public.bt_unit (tenant);
CREATE INDEX bt_change_by_valid ON svc_rebuild.bt_change (unit_id, valid);
CREATE INDEX bt_unit_current ON svc_rebuild.bt_unit (unit_id, sys_to, valid_to);
CREATE INDEX bt_unit_by_tenant ON svc_rebuild.bt_unit (tenant);

-- Row-level security as V31 (live) and V60 (fresh) set it.
DO $$
DECLARE
    t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['bt_change', 'bt_unit'] LOOP
        EXECUTE format('ALTER TABLE public.%I ENABLE ROW LEVEL SECURITY', t);
        EXECUTE format('ALTER TABLE public.%I FORCE ROW LEVEL SECURITY', t);
        EXECUTE format($p$CREATE POLICY %I ON public.%I
            USING (tenant = ANY (CAST((SELECT string_to_array(nullif(current_setting('svc.tenants', true), ''), ',')) AS text[]))
                   OR (SELECT current_setting('svc.role', true)) IN ('projector', 'worker'))
            WITH CHECK (tenant = ANY (CAST((SELECT string_to_array(nullif(current_setting('svc.tenants', true), ''), ',')) AS text[]))
                   OR (SELECT current_setting('svc.role', true)) = 'projector')$p$, t || '_tenants', t);
    END LOOP;
END $$;
DO $$
DECLARE
    t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['bt_change', 'bt_unit'] LOOP
        EXECUTE format('ALTER TABLE svc_rebuild.%I ENABLE ROW LEVEL SECURITY', t);
        EXECUTE format('ALTER TABLE svc_rebuild.%I FORCE ROW LEVEL SECURITY', t);
        EXECUTE format('CREATE POLICY %I ON svc_rebuild.%I USING ((SELECT current_setting(''svc.role'', true)) '
                       '= ''projector'') WITH CHECK ((SELECT current_setting(''svc.role'', true)) = ''projector'')',
                       t || '_projector', t);
    END LOOP;
END $$;

-- V92's checks on the live table; a partition attached to it takes the row trigger and loses it when detached. The
-- probe names the kind too, so that it looks in the one partition that can hold the unit.
CREATE OR REPLACE FUNCTION bt_unit_refuse_overlap() RETURNS trigger LANGUAGE plpgsql
    SET enable_seqscan = off SET jit = off AS $$
DECLARE
    clash record;
BEGIN
    SELECT written.unit_id INTO clash
    FROM written, LATERAL (
        SELECT 1 FROM bt_unit other
        WHERE other.unit_id = written.unit_id AND other.kind = written.kind
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

CREATE TRIGGER bt_unit_no_overlap AFTER INSERT ON public.bt_unit REFERENCING NEW TABLE AS written
    FOR EACH STATEMENT EXECUTE FUNCTION bt_unit_refuse_overlap();
CREATE TRIGGER bt_unit_only_closed BEFORE UPDATE ON public.bt_unit
    FOR EACH ROW EXECUTE FUNCTION bt_unit_refuse_moving();

GRANT SELECT, INSERT, UPDATE, DELETE ON public.bt_unit, public.bt_change, svc_rebuild.bt_unit, svc_rebuild.bt_change
    TO svc_app;

-- The swap of some kinds' rows of one of the two tables, in the caller's transaction, as the tables' owner (only an
-- owner may attach and detach): each kind's fresh partition is checked (no two rows of a unit overlapping on both
-- axes: the fresh side has no trigger, so the fold's rows are checked once, here), then the live and fresh
-- partitions change places and the old rows are emptied. The caller swaps every kind it rebuilds in one call a
-- table, and should end its transaction soon after.
CREATE FUNCTION svc_swap_partitions(tab text, kinds text[]) RETURNS void LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    k text;
    live regclass;
    fresh regclass;
    clash text;
BEGIN
    IF tab NOT IN ('bt_unit', 'bt_change') THEN
        RAISE EXCEPTION 'svc_swap_partitions: % is not partitioned by kind', tab USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- Every fresh partition is checked before any is detached: the first detach holds the live table against every
    -- reader until the transaction ends.
    IF tab = 'bt_unit' THEN
        FOREACH k IN ARRAY kinds LOOP
            fresh := svc_parts.partition_of('svc_rebuild.bt_unit'::regclass, k);
            EXECUTE format('SELECT one.unit_id FROM %s one JOIN %s other ON other.unit_id = one.unit_id '
                    'AND (other.valid_from, other.sys_from) > (one.valid_from, one.sys_from) '
                    'AND other.valid_from < one.valid_to AND one.valid_from < other.valid_to '
                    'AND other.sys_from < one.sys_to AND one.sys_from < other.sys_to LIMIT 1', fresh, fresh)
                INTO clash;
            IF clash IS NOT NULL THEN
                RAISE EXCEPTION 'bt_unit_no_overlap: rows of unit % overlap on both axes', clash
                    USING ERRCODE = 'exclusion_violation';
            END IF;
        END LOOP;
    END IF;
    FOREACH k IN ARRAY kinds LOOP
        live := svc_parts.partition_of(format('public.%I', tab)::regclass, k);
        fresh := svc_parts.partition_of(format('svc_rebuild.%I', tab)::regclass, k);
        EXECUTE format('ALTER TABLE public.%I DETACH PARTITION %s', tab, live);
        EXECUTE format('ALTER TABLE svc_rebuild.%I DETACH PARTITION %s', tab, fresh);
        EXECUTE format('ALTER TABLE public.%I ATTACH PARTITION %s FOR VALUES IN (%L)', tab, fresh, k);
        EXECUTE format('ALTER TABLE svc_rebuild.%I ATTACH PARTITION %s FOR VALUES IN (%L)', tab, live, k);
        EXECUTE format('TRUNCATE %s', live);
    END LOOP;
END $$;

-- The partition of a partitioned table that holds a kind's rows; refused when it has none.
CREATE FUNCTION svc_parts.partition_of(parent regclass, k text) RETURNS regclass LANGUAGE plpgsql STABLE
    SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    found regclass;
BEGIN
    SELECT i.inhrelid::regclass INTO found FROM pg_inherits i
    WHERE i.inhparent = parent AND pg_get_expr((SELECT c.relpartbound FROM pg_class c WHERE c.oid = i.inhrelid),
            i.inhrelid) = format('FOR VALUES IN (%L)', k);
    IF found IS NULL THEN
        RAISE EXCEPTION '% has no partition for kind %', parent, k USING ERRCODE = 'undefined_table';
    END IF;
    RETURN found;
END $$;

REVOKE ALL ON FUNCTION svc_swap_partitions(text, text[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION svc_swap_partitions(text, text[]) TO svc_app;
