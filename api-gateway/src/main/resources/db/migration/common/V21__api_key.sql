-- API keys (svc_<prefix>_<secret>): found by prefix, the secret kept only as its SHA-256 (hex). places is a comma
-- list of the places the key was issued for, NULL for every place its subject holds.
CREATE TABLE svc_api_key (
    prefix        VARCHAR(32)              PRIMARY KEY,
    secret_sha256 VARCHAR(64)              NOT NULL,
    subject       VARCHAR(200)             NOT NULL,
    places        VARCHAR(4000),
    created       TIMESTAMP WITH TIME ZONE NOT NULL,
    expires       TIMESTAMP WITH TIME ZONE NOT NULL,
    revoked       TIMESTAMP WITH TIME ZONE
);
