-- Sentence embeddings of entity names, by the name's text (SHA-256 of it, as names may be long): the entity-meanings
-- projection fills it from the log, and read/lookup at breadth broad ranks entities by them. A name embeds the same on
-- every date, so the table needs no time axes; a rebuild empties it and embeds every recorded name again.
CREATE TABLE entity_meaning (
    name_hash VARCHAR(64)  NOT NULL PRIMARY KEY,
    name      VARCHAR      NOT NULL,
    model     VARCHAR(100) NOT NULL,
    vector    VARCHAR      NOT NULL
);
