-- The local app's replica: per tenant, the platform's global index of the last event the app took from the feed
-- (read/feed). The app numbers the events it keeps in its own log, so the platform's position is kept here, written
-- in the same transaction as the events, and a restarted app resumes after it. Unused on the platform.
CREATE TABLE app_feed_cursor (
    tenant VARCHAR(200) PRIMARY KEY,
    after  BIGINT       NOT NULL
);
