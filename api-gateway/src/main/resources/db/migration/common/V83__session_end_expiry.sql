-- When the token of an ended session expires: past it the token is refused anyway, so its row can go. A row that
-- ends every session of its subject has none; only the latest such row of a subject is kept, since it ends every
-- token the earlier ones ended.
ALTER TABLE svc_session_end ADD COLUMN expires_at TIMESTAMP WITH TIME ZONE;
CREATE INDEX svc_session_end_expiry ON svc_session_end (expires_at);
