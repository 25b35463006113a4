package svc.ops.http;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.test.context.TestPropertySource;

/**
 * The test class runs on the server every class of this annotation and database shares: the configuration is the
 * same for all of them, so Spring's context cache starts one server over one database, made and migrated once. Each
 * class keeps to tenants and callers of its own (see {@link HttpSupport}), so sharing the record couples no two.
 *
 * <p>The properties are those some sharing class needs, set for all, since none changes what another checks: a size
 * bound of 5 and pages of 2 rows that a basket and a saved view test pass, a neighbours' cap of 3 a graph test
 * reaches, sources on 127.0.0.1 a deepening test fetches, and a beat every 200 ms that takes up runs soon (only the
 * runs test records runs true now), and segments claimed again a second after they were let go, so that a parked
 * units test sees its poison event parked in a second or two rather than the production 5 s. A class that needs
 * what would change another's answers runs a server of its own.
 *
 * <p>A PostgreSQL class is skipped without a reachable PostgreSQL, or fails when {@code SVC_REQUIRE_PG=true}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@TestPropertySource(properties = {"svc.size-bound=5", "svc.saved-view.page-size=2", "svc.neighbours.cap=3",
        "svc.deepen.allow-private-addresses=true", "svc.connectors.allow-private-addresses=true",
        "svc.beat.interval=200ms", "svc.axon.claim-interval=1s"})
@ExtendWith(SharedServers.class)
@interface SharedServer {
    SharedDatabase value();
}
