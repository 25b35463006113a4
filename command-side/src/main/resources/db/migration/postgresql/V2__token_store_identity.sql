-- Seed the token store's identity row so that nodes starting together do not race to insert it (Axon #4802).
INSERT INTO tokenentry (processorname, segment, token, tokentype)
VALUES ('__config', 0, convert_to('{"config":{"id":"' || gen_random_uuid()::text || '"}}', 'UTF8'),
        'org.axonframework.eventhandling.tokenstore.ConfigToken');
