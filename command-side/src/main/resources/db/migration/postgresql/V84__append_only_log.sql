-- The log is the only source of truth, so the role the service serves as may add to it and read it, never rewrite
-- it: V30 granted svc_app UPDATE and DELETE on every table, the log's included. Axon's JDBC engine only inserts and
-- selects events, and svc takes no snapshots (a snapshot store deletes the ones it replaces: grant DELETE on
-- snapshotevententry if snapshots are ever turned on). The startup check refuses a serving role that can still
-- rewrite the log (RowSecurityCheck).
REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON domainevententry, snapshotevententry FROM svc_app;
