-- Row-level security on every projection table, FORCEd so that not even the owner reads past it. A row is seen by a
-- transaction that set svc.tenants (comma-separated) to a list holding the row's tenant, or by an event processor's
-- transaction (svc.role = projector), which writes for every tenant. The platform's own workers (svc.role = worker:
-- the beat, the work plane's sweep) read every tenant's rows but write none. A transaction that set nothing sees
-- nothing. The settings are read once per statement (the sub-selects), and set transaction-locally only, so a pooled
-- connection never carries one call's tenants into the next.
-- The event store (domainevententry, snapshotevententry, tokenentry), svc_clock, the key tables and svc_key are not
-- projections and carry no RLS: the store is read by aggregate and by tracking processors across every tenant, and
-- the routes that read it (read/why, read/history) filter by tenant in code (the aggregate id carries the tenant).

ALTER TABLE bt_unit ENABLE ROW LEVEL SECURITY;
ALTER TABLE bt_unit FORCE ROW LEVEL SECURITY;
CREATE POLICY bt_unit_tenants ON bt_unit
    USING (tenant = ANY (CAST((SELECT string_to_array(nullif(current_setting('svc.tenants', true), ''), ',')) AS text[]))
           OR (SELECT current_setting('svc.role', true)) IN ('projector', 'worker'))
    WITH CHECK (tenant = ANY (CAST((SELECT string_to_array(nullif(current_setting('svc.tenants', true), ''), ',')) AS text[]))
           OR (SELECT current_setting('svc.role', true)) = 'projector');
CREATE INDEX bt_unit_by_tenant ON bt_unit (tenant);

ALTER TABLE bt_change ENABLE ROW LEVEL SECURITY;
ALTER TABLE bt_change FORCE ROW LEVEL SECURITY;
CREATE POLICY bt_change_tenants ON bt_change
    USING (tenant = ANY (CAST((SELECT string_to_array(nullif(current_setting('svc.tenants', true), ''), ',')) AS text[]))
           OR (SELECT current_setting('svc.role', true)) IN ('projector', 'worker'))
    WITH CHECK (tenant = ANY (CAST((SELECT string_to_array(nullif(current_setting('svc.tenants', true), ''), ',')) AS text[]))
           OR (SELECT current_setting('svc.role', true)) = 'projector');

ALTER TABLE wf_runner ENABLE ROW LEVEL SECURITY;
ALTER TABLE wf_runner FORCE ROW LEVEL SECURITY;
CREATE POLICY wf_runner_tenants ON wf_runner
    USING (tenant = ANY (CAST((SELECT string_to_array(nullif(current_setting('svc.tenants', true), ''), ',')) AS text[]))
           OR (SELECT current_setting('svc.role', true)) IN ('projector', 'worker'))
    WITH CHECK (tenant = ANY (CAST((SELECT string_to_array(nullif(current_setting('svc.tenants', true), ''), ',')) AS text[]))
           OR (SELECT current_setting('svc.role', true)) = 'projector');

-- Grants have no tenant column: a grant's tenant is the second segment of its place (tenant/<id>/...). A caller also
-- reads its own grants (svc.subject) before its tenants are known: that is how they are found.
ALTER TABLE grant_current ENABLE ROW LEVEL SECURITY;
ALTER TABLE grant_current FORCE ROW LEVEL SECURITY;
CREATE POLICY grant_current_tenants ON grant_current
    USING (split_part(place, '/', 2) = ANY (CAST((SELECT string_to_array(nullif(current_setting('svc.tenants', true), ''), ',')) AS text[]))
           OR subject = (SELECT nullif(current_setting('svc.subject', true), ''))
           OR (SELECT current_setting('svc.role', true)) = 'projector')
    WITH CHECK ((SELECT current_setting('svc.role', true)) = 'projector');

-- Entity meanings are a cache of name embeddings keyed by the hash of the name's text, shared by every tenant: a
-- caller finds a row only by hashing a name it already read from its own tenant's units. Everyone reads it; only
-- event processors write it.
ALTER TABLE entity_meaning ENABLE ROW LEVEL SECURITY;
ALTER TABLE entity_meaning FORCE ROW LEVEL SECURITY;
CREATE POLICY entity_meaning_shared ON entity_meaning FOR SELECT USING (true);
CREATE POLICY entity_meaning_projector ON entity_meaning
    USING ((SELECT current_setting('svc.role', true)) = 'projector')
    WITH CHECK ((SELECT current_setting('svc.role', true)) = 'projector');
