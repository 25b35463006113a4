-- A rebuild writes the fresh bt_unit by folding every unit of a kind at once (RecordedFold): each row once, from a
-- fold that holds the whole unit. The no-overlap constraint's GiST index cost more than every other part of that
-- write together, and it proves nothing the swap does not prove again: the swap moves the fresh rows into the live
-- bt_unit, whose constraint checks every one of them before any reader sees it.
DO $$
DECLARE
    c text;
BEGIN
    FOR c IN SELECT conname FROM pg_constraint
             WHERE conrelid = 'svc_rebuild.bt_unit'::regclass AND contype = 'x' LOOP
        EXECUTE format('ALTER TABLE svc_rebuild.bt_unit DROP CONSTRAINT %I', c);
    END LOOP;
END $$;
