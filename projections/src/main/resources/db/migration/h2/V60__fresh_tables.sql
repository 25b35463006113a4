-- The fresh tables a rebuild fills while the service keeps answering from the live ones (./svc rebuild): the same
-- shape and indexes as the live tables (V3), in a schema of their own, so that the projections' own SQL writes them
-- unchanged when a rebuild's connection makes this schema its default. H2 has no CREATE TABLE ... LIKE.
CREATE SCHEMA svc_rebuild;
CREATE TABLE svc_rebuild.bt_change (
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
CREATE INDEX svc_rebuild.bt_change_by_valid ON svc_rebuild.bt_change (unit_id, valid);
CREATE TABLE svc_rebuild.bt_unit (
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
CREATE INDEX svc_rebuild.bt_unit_current ON svc_rebuild.bt_unit (unit_id, sys_to, valid_to);
CREATE TABLE svc_rebuild.grant_current (
    subject VARCHAR(200) NOT NULL,
    place   VARCHAR(600) NOT NULL,
    grants  VARCHAR(200) NOT NULL,
    mode    VARCHAR(20)  NOT NULL,
    PRIMARY KEY (subject, place)
);
