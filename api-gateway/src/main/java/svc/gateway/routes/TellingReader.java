package svc.gateway.routes;

import java.util.List;
import svc.command.api.UnitKind;
import svc.gateway.inputs.TellingGiven;
import svc.gateway.refusal.Refusal;
import svc.query.api.TellingBody;

/**
 * Reads the Telling of act/webhook (its element shapes are ours to choose): the rules its type cannot say, refused
 * with a pointer under {@code /telling}.
 */
final class TellingReader {
    /** A Telling as asked for; {@code secret} in the clear, to be sealed before it goes anywhere. */
    record Asked(String address, List<String> kinds, String secret, int triesBound) {
    }

    private TellingReader() {
    }

    static Asked read(TellingGiven telling, String tenant) {
        if (telling.failedCalls() != null && !telling.failedCalls().isEmpty()) {
            throw Refusal.invalidInput("/telling/failed_calls",
                    "failed_calls is kept by the platform as deliveries fail; a registration gives none.");
        }
        if (telling.secret().isBlank()) {
            throw Refusal.invalidInput("/telling/secret", "'secret' is text and must not be blank.");
        }
        if (telling.tenant() != null && !telling.tenant().equals(tenant)) {
            throw Refusal.invalidInput("/telling/tenant", "A Telling is registered for the call's own tenant, "
                    + tenant + "; leave tenant out or give that one.");
        }
        List<String> kinds = telling.kinds().stream().map(UnitKind::wire).distinct().toList();
        int triesBound = telling.triesBound() == null ? TellingBody.DEFAULT_TRIES : telling.triesBound();
        return new Asked(telling.address(), kinds, telling.secret(), triesBound);
    }
}
