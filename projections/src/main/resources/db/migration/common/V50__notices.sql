-- Who is told, as the notices processor has read the log so far: every Telling and notification rule with what it
-- is told of and how. Rebuilt from the log like any projection (the secret stays sealed, as in the event).
CREATE TABLE notice_target (
    target_id     VARCHAR(600)  NOT NULL PRIMARY KEY,
    tenant        VARCHAR(200)  NOT NULL,
    kind          VARCHAR(40)   NOT NULL,
    name          VARCHAR(400),
    place         VARCHAR(600)  NOT NULL,
    told_of       VARCHAR       NOT NULL,
    channel       VARCHAR(20)   NOT NULL,
    address       VARCHAR(2000),
    sealed_secret VARCHAR(2000),
    tries_bound   INTEGER       NOT NULL,
    quiet_hours   VARCHAR(100),
    digest        VARCHAR(20)   NOT NULL,
    disabled      BOOLEAN       NOT NULL
);
CREATE INDEX notice_target_by_tenant ON notice_target (tenant, disabled);

-- The outbox: one row per notice (one event for one target), written in the transaction that moves the notices
-- processor past the event, so a crash loses none. message_id is the webhook-id of the message that carries the
-- notice: set when the notice is written for a Telling, when its digest is sealed for a rule. Every try of a message
-- keeps its id. state: pending, delivered, failed (tries spent), dropped (its target was disabled).
CREATE TABLE notice (
    notice_id   VARCHAR(80)              NOT NULL PRIMARY KEY,
    tenant      VARCHAR(200)             NOT NULL,
    target_id   VARCHAR(600)             NOT NULL,
    type        VARCHAR(100)             NOT NULL,
    payload     VARCHAR                  NOT NULL,
    recorded_at TIMESTAMP WITH TIME ZONE NOT NULL,
    slot        TIMESTAMP WITH TIME ZONE NOT NULL,
    message_id  VARCHAR(80),
    due_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    tries       INTEGER                  NOT NULL,
    state       VARCHAR(20)              NOT NULL,
    lease_until TIMESTAMP WITH TIME ZONE,
    last_error  VARCHAR(1000),
    done_at     TIMESTAMP WITH TIME ZONE
);
CREATE INDEX notice_by_due ON notice (state, due_at);
CREATE INDEX notice_by_message ON notice (message_id);
CREATE INDEX notice_by_target ON notice (target_id, state, slot);

-- Notices sent to a rule's e-mail channel wait here for the mail relay, which sends them and sets sent_at.
CREATE TABLE email_outbox (
    message_id  VARCHAR(80)              NOT NULL PRIMARY KEY,
    tenant      VARCHAR(200)             NOT NULL,
    rule_id     VARCHAR(600)             NOT NULL,
    to_address  VARCHAR(400)             NOT NULL,
    subject     VARCHAR(400)             NOT NULL,
    body        VARCHAR                  NOT NULL,
    written_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    sent_at     TIMESTAMP WITH TIME ZONE
);
