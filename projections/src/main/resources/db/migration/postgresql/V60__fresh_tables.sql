-- The fresh tables a rebuild fills while the service keeps answering from the live ones (./svc rebuild): the same
-- shape, indexes and constraints as the live tables, in a schema of their own, so that the projections' own SQL
-- writes them unchanged when a rebuild's transaction puts this schema first on its search path. Only event processors
-- (svc.role = projector) see their rows; no route reads them.
CREATE SCHEMA svc_rebuild;
CREATE TABLE svc_rebuild.bt_change (LIKE public.bt_change INCLUDING ALL);
CREATE TABLE svc_rebuild.bt_unit (LIKE public.bt_unit INCLUDING ALL);
CREATE TABLE svc_rebuild.grant_current (LIKE public.grant_current INCLUDING ALL);

DO $$
DECLARE
    t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['bt_change', 'bt_unit', 'grant_current'] LOOP
        EXECUTE format('ALTER TABLE svc_rebuild.%I ENABLE ROW LEVEL SECURITY', t);
        EXECUTE format('ALTER TABLE svc_rebuild.%I FORCE ROW LEVEL SECURITY', t);
        EXECUTE format('CREATE POLICY %I ON svc_rebuild.%I USING ((SELECT current_setting(''svc.role'', true)) '
                       '= ''projector'') WITH CHECK ((SELECT current_setting(''svc.role'', true)) = ''projector'')',
                       t || '_projector', t);
    END LOOP;
END $$;

GRANT USAGE ON SCHEMA svc_rebuild TO svc_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA svc_rebuild TO svc_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA svc_rebuild GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO svc_app;
