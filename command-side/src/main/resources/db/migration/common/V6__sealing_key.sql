-- Keys that seal secrets kept in the event log (a Telling's signing secret): the log holds only sealed text, so
-- neither it nor any answer made from it gives a secret back. The newest key seals; every key still opens.
CREATE TABLE svc_sealing_key (
    kid      VARCHAR(64)              PRIMARY KEY,
    secret   VARCHAR(100)             NOT NULL,
    created  TIMESTAMP WITH TIME ZONE NOT NULL
);
