-- Which node works a task: a node takes a task only by writing its row here, and only when no other serving node
-- (svc_node) holds it, so a task is worked by one node at a time and the tasks of a node that is gone are taken up
-- by another. The row goes when the node's work on the task ends.
CREATE TABLE svc_task_hold (
    task_id VARCHAR(200) PRIMARY KEY,
    node_id VARCHAR(200) NOT NULL
);
