-- The notice tables under row-level security like every projection table (see V31). The deliverer (svc.role =
-- worker) reads every tenant's notices and writes their delivery state and the e-mail outbox: unlike the beat, its
-- work is writing rows.
ALTER TABLE notice_target ENABLE ROW LEVEL SECURITY;
ALTER TABLE notice_target FORCE ROW LEVEL SECURITY;
CREATE POLICY notice_target_tenants ON notice_target
    USING (tenant = ANY (CAST((SELECT string_to_array(nullif(current_setting('svc.tenants', true), ''), ',')) AS text[]))
           OR (SELECT current_setting('svc.role', true)) IN ('projector', 'worker'))
    WITH CHECK ((SELECT current_setting('svc.role', true)) = 'projector');

ALTER TABLE notice ENABLE ROW LEVEL SECURITY;
ALTER TABLE notice FORCE ROW LEVEL SECURITY;
CREATE POLICY notice_tenants ON notice
    USING (tenant = ANY (CAST((SELECT string_to_array(nullif(current_setting('svc.tenants', true), ''), ',')) AS text[]))
           OR (SELECT current_setting('svc.role', true)) IN ('projector', 'worker'))
    WITH CHECK ((SELECT current_setting('svc.role', true)) IN ('projector', 'worker'));

ALTER TABLE email_outbox ENABLE ROW LEVEL SECURITY;
ALTER TABLE email_outbox FORCE ROW LEVEL SECURITY;
CREATE POLICY email_outbox_tenants ON email_outbox
    USING (tenant = ANY (CAST((SELECT string_to_array(nullif(current_setting('svc.tenants', true), ''), ',')) AS text[]))
           OR (SELECT current_setting('svc.role', true)) = 'worker')
    WITH CHECK ((SELECT current_setting('svc.role', true)) = 'worker');
