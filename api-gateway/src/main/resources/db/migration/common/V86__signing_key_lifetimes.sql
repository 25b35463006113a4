-- The built-in issuer's keys, rotated (./svc keys --rotate): the newest signs, and an earlier one verifies the
-- tokens it signed until the last of them expires (last_expiry, raised as each token is issued), then nothing.
-- Their private parts are sealed like a Telling's secret (SigningKeys); a key still in plain text is sealed by the
-- first process that reads it.
ALTER TABLE svc_signing_key ADD COLUMN last_expiry TIMESTAMP WITH TIME ZONE;
