-- The first signing key is made by whichever process needs it first; several nodes starting at once on an empty
-- record would each make one and sign with their own, refusing each other's tokens. The first key is marked, and
-- the mark is unique, so exactly one is made and every process signs and checks with it.
ALTER TABLE svc_signing_key ADD COLUMN made_first BOOLEAN;
CREATE UNIQUE INDEX svc_signing_key_made_first ON svc_signing_key (made_first);
