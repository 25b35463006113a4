package svc.command.api;

import java.time.Instant;
import java.util.List;

/** A Telling was registered: where to tell, about which kinds, the sealed secret to sign with, and the tries bound. */
public record TellingRegistered(
        String unitId,
        String tenant,
        String id,
        String place,
        String address,
        List<String> kinds,
        String sealedSecret,
        String secretHint,
        int triesBound,
        Instant trueFrom) {
}
