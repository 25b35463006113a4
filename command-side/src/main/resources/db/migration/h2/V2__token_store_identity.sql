-- Seed the token store's identity row so that nodes starting together do not race to insert it (Axon #4802).
INSERT INTO tokenentry (processorname, segment, token, tokentype)
VALUES ('__config', 0, STRINGTOUTF8('{"config":{"id":"' || CAST(RANDOM_UUID() AS VARCHAR) || '"}}'),
        'org.axonframework.eventhandling.tokenstore.ConfigToken');
