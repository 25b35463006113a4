-- Serving nodes on one record: each writes its row every few seconds (seen_at, the database's own time, so clocks
-- of different machines never disagree). A node not seen for svc.node.timeout is gone: its share of the projection
-- segments and its running tasks pass to the nodes still seen.
CREATE TABLE svc_node (
    node_id VARCHAR(200)             PRIMARY KEY,
    seen_at TIMESTAMP WITH TIME ZONE NOT NULL
);
