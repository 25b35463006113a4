-- Ended sessions: a row with a sid ends that one session; a row without one ends every session of its subject that
-- began (token issued) at or before ended_at. Read on every call by the token validator, so both are indexed.
CREATE TABLE svc_session_end (
    sid      VARCHAR(200),
    subject  VARCHAR(200)             NOT NULL,
    ended_at TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX svc_session_end_sid ON svc_session_end (sid);
CREATE INDEX svc_session_end_subject ON svc_session_end (subject, ended_at);
