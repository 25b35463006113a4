-- The swap's check of a fresh partition for rows of a unit overlapping on both axes (V93), planned as one join of the
-- partition's rows with the other rows of their unit, which PostgreSQL may spread over parallel workers: asked for
-- the first clash (LIMIT 1), it walked the key's index once for each row instead, and a query that plpgsql runs for
-- SELECT ... INTO never runs in parallel (it asks for at most a row or two), while one under RETURN QUERY may.
-- At a million events (2.3 million rows of one kind) the check took 4.5 s that way and 1.6 s this way, out of a swap
-- of about 4 (docs/performance.md, "Rebuilds in binary, points bare, the check in parallel").
CREATE FUNCTION svc_parts.overlap_in(part regclass) RETURNS SETOF text LANGUAGE plpgsql STABLE
    SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    RETURN QUERY EXECUTE format('SELECT min(one.unit_id)::text FROM %s one JOIN %s other '
            'ON other.unit_id = one.unit_id AND (other.valid_from, other.sys_from) > (one.valid_from, one.sys_from) '
            'AND other.valid_from < one.valid_to AND one.valid_from < other.valid_to '
            'AND other.sys_from < one.sys_to AND one.sys_from < other.sys_to', part, part);
END $$;

REVOKE ALL ON FUNCTION svc_parts.overlap_in(regclass) FROM PUBLIC;

CREATE OR REPLACE FUNCTION svc_swap_partitions(tab text, kinds text[]) RETURNS void LANGUAGE plpgsql SECURITY DEFINER
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
            SELECT unit INTO clash FROM svc_parts.overlap_in(fresh) unit;
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
