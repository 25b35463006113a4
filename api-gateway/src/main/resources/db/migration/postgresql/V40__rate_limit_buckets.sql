-- Rate limits shared by every node: one row per bucket (Bucket4j's select-for-update proxy manager), keyed
-- 'subject:<sub>' or 'tenant:<id>'. expires_at (epoch milliseconds) is when the bucket would be full again; the
-- server deletes rows past it. On H2 (one node) the buckets live in the process and this table is not needed.
CREATE TABLE rate_limit_bucket (
    id         TEXT PRIMARY KEY,
    state      BYTEA,
    expires_at BIGINT
);
CREATE INDEX rate_limit_bucket_expires_at ON rate_limit_bucket (expires_at);
