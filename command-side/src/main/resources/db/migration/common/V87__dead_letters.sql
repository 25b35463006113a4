-- Axon's sequenced dead-letter queue (JdbcSequencedDeadLetterQueue, its default schema: unquoted names, instants as
-- ISO text, serialized data as bytes). An event a processor's handler cannot handle is parked here with the rest of
-- its unit's events after it, so the processor moves on with every other unit (docs/decisions.md, "Parked units").
CREATE TABLE deadletterentry (
    deadletteridentifier VARCHAR(255)  NOT NULL,
    processinggroup      VARCHAR(255)  NOT NULL,
    sequenceidentifier   VARCHAR(255)  NOT NULL,
    sequenceindex        BIGINT        NOT NULL,
    messagetype          VARCHAR(255)  NOT NULL,
    eventidentifier      VARCHAR(255)  NOT NULL,
    timestamp            VARCHAR(255)  NOT NULL,
    payloadtype          VARCHAR(255)  NOT NULL,
    payloadrevision      VARCHAR(255),
    payload              BYTEA         NOT NULL,
    metadata             BYTEA,
    type                 VARCHAR(255),
    aggregateidentifier  VARCHAR(255),
    sequencenumber       BIGINT,
    tokentype            VARCHAR(255),
    token                BYTEA,
    enqueuedat           VARCHAR(255)  NOT NULL,
    lasttouched          VARCHAR(255),
    processingstarted    VARCHAR(255),
    causetype            VARCHAR(255),
    causemessage         VARCHAR(1023),
    diagnostics          BYTEA,
    PRIMARY KEY (deadletteridentifier),
    UNIQUE (processinggroup, sequenceidentifier, sequenceindex)
);

CREATE INDEX deadletterentry_sequence ON deadletterentry (processinggroup, sequenceidentifier);
