-- Scheduled work that must run once per cluster (the beat, the sweeps) takes its job's row here first, ShedLock's
-- table (OncePerCluster): a node that finds the row held until later skips its turn.
CREATE TABLE svc_cluster_lock (
    name       VARCHAR(64)  NOT NULL PRIMARY KEY,
    lock_until TIMESTAMP    NOT NULL,
    locked_at  TIMESTAMP    NOT NULL,
    locked_by  VARCHAR(255) NOT NULL
);
