-- The built-in issuer's signing keys (a JWK each, private part included); the newest one signs.
CREATE TABLE svc_signing_key (
    kid     VARCHAR(64)              PRIMARY KEY,
    jwk     VARCHAR(8000)            NOT NULL,
    created TIMESTAMP WITH TIME ZONE NOT NULL
);

-- Svc-Key: one row per caller and key, holding the fingerprint of the first input and what it answered.
CREATE TABLE svc_key (
    subject     VARCHAR(200)             NOT NULL,
    idem_key    VARCHAR(255)             NOT NULL,
    route       VARCHAR(100)             NOT NULL,
    fingerprint VARCHAR(64)              NOT NULL,
    unit_kind   VARCHAR(40),
    unit_id     VARCHAR(200),
    true_on     TIMESTAMP WITH TIME ZONE,
    body        VARCHAR,
    created     TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (subject, idem_key)
);
CREATE INDEX svc_key_by_age ON svc_key (created);
