-- The log under row-level security, FORCEd as the projections are (V31): a transaction that says whose it is (a
-- caller's subject or tenants) sees and appends only the events of its tenants' units, and the grants given at its
-- tenants' places (grant/<subject>@tenant/<id>/...), as the replica's feed selects them; a bug in one query of a
-- call can no longer read another tenant's events. Event processors (svc.role projector) and the platform's workers
-- (worker) read every tenant's. A transaction or statement that says nothing (svc.tenants, svc.subject and svc.role
-- all unset or empty) is the service's own (Axon's streams, the appender, the read-your-writes probes, the command
-- line) and reads the whole log: unlike a projection, the log is read by the framework itself on threads no caller
-- scoped (docs/decisions.md, "The log under row-level security").
ALTER TABLE domainevententry ENABLE ROW LEVEL SECURITY;
ALTER TABLE domainevententry FORCE ROW LEVEL SECURITY;
CREATE POLICY domainevententry_tenants ON domainevententry
    USING (((SELECT nullif(current_setting('svc.tenants', true), '')) IS NULL
                AND (SELECT nullif(current_setting('svc.subject', true), '')) IS NULL
                AND (SELECT nullif(current_setting('svc.role', true), '')) IS NULL)
           OR (SELECT current_setting('svc.role', true)) IN ('projector', 'worker')
           OR (aggregateidentifier NOT LIKE 'grant/%' AND split_part(aggregateidentifier, '/', 1)
                = ANY (CAST((SELECT string_to_array(nullif(current_setting('svc.tenants', true), ''), ',')) AS text[])))
           OR (aggregateidentifier LIKE 'grant/%' AND split_part(split_part(aggregateidentifier, '@', 2), '/', 2)
                = ANY (CAST((SELECT string_to_array(nullif(current_setting('svc.tenants', true), ''), ',')) AS text[]))));

ALTER TABLE snapshotevententry ENABLE ROW LEVEL SECURITY;
ALTER TABLE snapshotevententry FORCE ROW LEVEL SECURITY;
CREATE POLICY snapshotevententry_tenants ON snapshotevententry
    USING (((SELECT nullif(current_setting('svc.tenants', true), '')) IS NULL
                AND (SELECT nullif(current_setting('svc.subject', true), '')) IS NULL
                AND (SELECT nullif(current_setting('svc.role', true), '')) IS NULL)
           OR (SELECT current_setting('svc.role', true)) IN ('projector', 'worker')
           OR (aggregateidentifier NOT LIKE 'grant/%' AND split_part(aggregateidentifier, '/', 1)
                = ANY (CAST((SELECT string_to_array(nullif(current_setting('svc.tenants', true), ''), ',')) AS text[])))
           OR (aggregateidentifier LIKE 'grant/%' AND split_part(split_part(aggregateidentifier, '@', 2), '/', 2)
                = ANY (CAST((SELECT string_to_array(nullif(current_setting('svc.tenants', true), ''), ',')) AS text[]))));
