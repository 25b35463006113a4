-- The workflow runner's own table: every workflow written, what starts it, and whether (and by whom) it is armed.
-- Rebuilt from WorkflowWritten and WorkflowArmed events like any projection.
CREATE TABLE wf_runner (
    unit_id     VARCHAR(512) NOT NULL PRIMARY KEY,
    tenant      VARCHAR(200) NOT NULL,
    workflow_id VARCHAR(200) NOT NULL,
    place       VARCHAR(1000) NOT NULL,
    starts_on   VARCHAR(200) NOT NULL,
    armed       BOOLEAN NOT NULL,
    armed_by    VARCHAR(200)
);
CREATE INDEX wf_runner_tenant ON wf_runner (tenant, armed);
