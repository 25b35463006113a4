-- Change points of every unit, in the unit's log order: the input of the correction algorithm's cascade.
CREATE TABLE bt_change (
    unit_id  VARCHAR(600)             NOT NULL,
    kind     VARCHAR(40)              NOT NULL,
    tenant   VARCHAR(200)             NOT NULL,
    seq      BIGINT                   NOT NULL,
    sub      INTEGER                  NOT NULL,
    valid    TIMESTAMP WITH TIME ZONE NOT NULL,
    recorded TIMESTAMP WITH TIME ZONE NOT NULL,
    op       VARCHAR                  NOT NULL,
    PRIMARY KEY (unit_id, seq, sub)
);
CREATE INDEX bt_change_by_valid ON bt_change (unit_id, valid);

-- Bitemporal rows of every unit: half-open on both axes, the end of time as the open end. Rows are only ever
-- closed in system time (sys_to), never edited otherwise, so what was known at a past K is never rewritten.
CREATE TABLE bt_unit (
    unit_id     VARCHAR(600)             NOT NULL,
    kind        VARCHAR(40)              NOT NULL,
    tenant      VARCHAR(200)             NOT NULL,
    place       VARCHAR(600),
    valid_from  TIMESTAMP WITH TIME ZONE NOT NULL,
    valid_to    TIMESTAMP WITH TIME ZONE NOT NULL,
    sys_from    TIMESTAMP WITH TIME ZONE NOT NULL,
    sys_to      TIMESTAMP WITH TIME ZONE NOT NULL,
    created_seq BIGINT                   NOT NULL,
    closed_seq  BIGINT,
    present     BOOLEAN                  NOT NULL,
    state       VARCHAR                  NOT NULL,
    PRIMARY KEY (unit_id, valid_from, sys_from),
    CHECK (valid_from < valid_to),
    CHECK (sys_from < sys_to)
);
CREATE INDEX bt_unit_current ON bt_unit (unit_id, sys_to, valid_to);

-- Grants as they stand now: who holds what on which place. The log keeps every grant ever given.
CREATE TABLE grant_current (
    subject VARCHAR(200) NOT NULL,
    place   VARCHAR(600) NOT NULL,
    grants  VARCHAR(200) NOT NULL,
    mode    VARCHAR(20)  NOT NULL,
    PRIMARY KEY (subject, place)
);
