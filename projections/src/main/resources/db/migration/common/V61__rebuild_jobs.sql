-- One row per projection being rebuilt: how far the rebuild has read the log (a gap-aware position: the highest
-- global index handled and the lower ones not yet seen), committed with the fresh rows it wrote, so a rebuild that
-- dies resumes where it stopped. The row goes when the fresh tables are swapped in. The owner (a process) keeps its
-- heartbeat fresh; a second rebuild of the same projection is refused while the heartbeat is under 10 s old and its
-- process is alive.
CREATE TABLE svc_rebuild.rebuild_job (
    processor VARCHAR(255)             NOT NULL PRIMARY KEY,
    position  BIGINT,
    gaps      VARCHAR                  NOT NULL,
    events    BIGINT                   NOT NULL,
    started   TIMESTAMP WITH TIME ZONE NOT NULL,
    owner     VARCHAR(255)             NOT NULL,
    heartbeat TIMESTAMP WITH TIME ZONE NOT NULL
);
