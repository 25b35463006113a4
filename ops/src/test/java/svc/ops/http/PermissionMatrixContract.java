package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import svc.gateway.register.GrantName;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/**
 * The one permission check, decided for every route of the register: callers holding each single grant (or none) on
 * a place of each depth, calling at a scope of each depth. Generated from {@link Register#ROUTES}, so a new route is
 * covered without a new test. Expected: 403 with {@code reason} and {@code scope_needed} exactly when the scope is
 * shallower than the route's rung, the grant is not held (admin includes every grant; a route needing no grant
 * needs none), or it is held only on a place below the call's; otherwise the call passes the check (any answer but 401 and 403: an empty body may well be 400).
 */
abstract class PermissionMatrixContract extends HttpSupport {
    /** One branch of places of the class's own, shallow to deep: index 0 is depth 1. */
    private final List<String> places = List.of("tenant/matrix-" + ownName, "tenant/matrix-" + ownName + "/brand/mb",
            "tenant/matrix-" + ownName + "/brand/mb/strategy/ms");
    private static final List<String> HELD = List.of("read", "ask", "act", "admin");

    /** A subject of the class's own holding one grant (or none) on the place of one depth. */
    private record Holder(String grant, int depth, String subject, String place) {
        boolean mayCall(Route route, int callDepth) {
            if (route.grant() == GrantName.NONE) {
                return true;
            }
            return grant != null && depth <= callDepth
                    && (grant.equals(route.grant().wire()) || grant.equals(GrantName.ADMIN.wire()));
        }

        @Override
        public String toString() {
            return grant == null ? "holding nothing" : "holding " + grant + " on " + place();
        }
    }

    @TestFactory
    Stream<DynamicContainer> everyRouteIsDecidedByRungGrantAndScopeDepth() throws Exception {
        List<Holder> holders = holders();
        giveOnce(holders);
        return Register.ROUTES.stream().map(route -> dynamicContainer(route.key() + " (" + route.rung().wire()
                + ", " + route.grant().wire() + ")", holders.stream().flatMap(holder -> calls(route, holder))));
    }

    private Stream<DynamicTest> calls(Route route, Holder holder) {
        return Stream.of(1, 2, 3).map(callDepth -> dynamicTest(holder + ", called at " + places.get(callDepth - 1),
                () -> decide(route, holder, callDepth)));
    }

    private void decide(Route route, Holder holder, int callDepth) throws Exception {
        String scope = places.get(callDepth - 1);
        // A token of its own per call: session/sign_out ends the session it is called with.
        String token = tokens.issue(holder.subject(), Duration.ofMinutes(10));
        Reply reply = post(route.key(), token, scope, "{}");
        if (callDepth < route.rung().depth()) {
            JsonNode refusal = assertRefusal(reply, 403, "not_allowed");
            assertThat(refusal.get("scope_needed").asText()).isEqualTo(deepened(scope, route.rung().depth()));
            assertThat(refusal.get("reason").asText()).contains(route.key(), route.rung().wire());
        } else if (!holder.mayCall(route, callDepth)) {
            JsonNode refusal = assertRefusal(reply, 403, "not_allowed");
            assertThat(refusal.get("scope_needed").asText()).isEqualTo(scope);
            assertThat(refusal.get("reason").asText()).contains(route.grant().wire());
        } else {
            assertThat(reply.status()).as("%s passes the check and does not fail: %s", route.key(), reply)
                    .isNotIn(401, 403, 500);
        }
    }

    private static String deepened(String scope, int depth) {
        String path = scope;
        if (depth >= 2 && !path.contains("/brand/")) {
            path += "/brand/{brand}";
        }
        if (depth >= 3 && !path.contains("/strategy/")) {
            path += "/strategy/{strategy}";
        }
        return path;
    }

    private List<Holder> holders() {
        List<Holder> holders = new ArrayList<>();
        for (String grant : HELD) {
            for (int depth = 1; depth <= places.size(); depth++) {
                holders.add(new Holder(grant, depth, "matrix-" + grant + "-" + depth + "-" + ownName,
                        places.get(depth - 1)));
            }
        }
        holders.add(new Holder(null, 1, "matrix-none-" + ownName, places.get(0)));
        return holders;
    }

    /** Grants are given once per class; the grants projection fills asynchronously. */
    private void giveOnce(List<Holder> holders) throws Exception {
        synchronized (GRANTED) {
            if (GRANTED.contains(places.get(0))) {
                return;
            }
            for (Holder holder : holders) {
                if (holder.grant() != null) {
                    give(holder.subject(), holder.place(), List.of(holder.grant()));
                }
            }
            for (Holder holder : holders) {
                if (holder.grant() != null) {
                    untilHeld(holder);
                }
            }
            GRANTED.add(places.get(0));
        }
    }

    /** Waits until a route needing the holder's grant, called at the deepest place, passes the check. */
    private void untilHeld(Holder holder) throws Exception {
        String deepest = places.get(places.size() - 1);
        Route route = Register.ROUTES.stream().filter(r -> r.grant().wire().equals(holder.grant())).findFirst()
                .orElseThrow();
        String token = tokens.issue(holder.subject(), Duration.ofMinutes(10));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        Reply reply;
        do {
            reply = post(route.key(), token, deepest, "{}");
            if (reply.status() != 403) {
                return;
            }
            Thread.sleep(20);
        } while (System.nanoTime() < deadline);
        assertThat(reply.status()).as("%s granted: %s", holder, reply).isNotEqualTo(403);
    }
}
