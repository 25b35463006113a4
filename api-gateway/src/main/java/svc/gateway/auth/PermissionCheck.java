package svc.gateway.auth;

import java.util.Comparator;
import java.util.List;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.gateway.envelope.Envelope;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.GrantName;
import svc.gateway.register.Route;
import svc.query.api.HeldGrant;

/**
 * The one permission check: every call (and later every tool call) is decided here, by the route's rung against
 * the depth of the call's scope, and the route's grant against what the caller holds on that place or above it.
 * {@code admin} includes the other grants. A route needing no grant ({@link GrantName#NONE}) is decided by its own
 * rule in its handler; it is still held to its rung.
 */
@Component
public class PermissionCheck {
    /** The mode of a call made under no grant: nothing it does may run a move at once. */
    private static final String NO_MOVES = "propose";

    private final CallGrants grants;

    PermissionCheck(CallGrants grants) {
        this.grants = grants;
    }

    /** Returns the act mode the caller holds for this call ({@code propose} or {@code run}); refuses with 403. */
    public String decide(Route route, Envelope envelope) {
        if (envelope.scope().depth() < route.rung().depth()) {
            throw Refusal.notAllowed(route.key() + " needs a scope at " + route.rung().wire() + " depth; "
                            + envelope.scope().path() + " is too shallow.",
                    envelope.scope().deepenedTo(route.rung().depth()));
        }
        if (route.grant() == GrantName.NONE) {
            return NO_MOVES;
        }
        String needed = route.grant().wire();
        String place = envelope.scope().path();
        refuseBeyondCredential(envelope, place);
        return grants.of(envelope.caller().subject()).stream()
                .filter(held -> Places.within(place, held.place()))
                .filter(held -> held.grants().contains(needed) || held.grants().contains("admin"))
                .max(Comparator.comparing(held -> held.place().length()))
                .map(HeldGrant::mode)
                .orElseThrow(() -> Refusal.notAllowed(envelope.caller().subject() + " holds no " + needed
                        + " grant on " + place + " or any place above it.", place));
    }

    /** The second narrowing: a credential issued for some places (an API key's) acts nowhere else. */
    private static void refuseBeyondCredential(Envelope envelope, String place) {
        List<String> issuedFor = envelope.caller().places();
        if (!envelope.caller().reaches(place)) {
            throw Refusal.notAllowed("The " + envelope.caller().credential() + " of " + envelope.caller().subject()
                    + " was issued for " + (issuedFor.isEmpty() ? "no place" : String.join(", ", issuedFor))
                    + ", not for " + place + ".", issuedFor.isEmpty() ? place : issuedFor.get(0));
        }
    }
}
