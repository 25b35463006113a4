package svc.gateway.dispatch;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import svc.gateway.card.Answer;
import svc.gateway.inputs.SettleInput;
import svc.gateway.inputs.WhoAmIInput;

/** The register names each route's input once; a handler taking another type is refused at start. */
class CallsTest {
    @Test
    void aHandlerTakingTheRegistersInputStarts() {
        assertThatCode(() -> calls(new TakingWhoAmI("session/whoami"))).doesNotThrowAnyException();
    }

    @Test
    void aHandlerTakingAnotherInputIsRefusedAtStart() {
        assertThatThrownBy(() -> calls(new TakingSettle("session/whoami"))).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("session/whoami").hasMessageContaining("SettleInput")
                .hasMessageContaining("WhoAmIInput");
    }

    @Test
    void aHandlerOfARouteTheRegisterDoesNotHoldIsRefusedAtStart() {
        assertThatThrownBy(() -> calls(new TakingWhoAmI("session/nothing"))).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("session/nothing");
    }

    private static Calls calls(RouteHandler<?> handler) {
        return new Calls(List.of(handler), null, null, null, null, null, new SvcSettings(1000, 1024, "", ""), null,
                null, null, null);
    }

    /** A handler of a route, taking {@code I}: what Calls checks is the type argument of its class. */
    private abstract static class Handler<I> implements RouteHandler<I> {
        private final String route;

        Handler(String route) {
            this.route = route;
        }

        @Override
        public String route() {
            return route;
        }

        @Override
        public Answer handle(I input, Call call) {
            throw new UnsupportedOperationException();
        }
    }

    private static final class TakingWhoAmI extends Handler<WhoAmIInput> {
        TakingWhoAmI(String route) {
            super(route);
        }
    }

    private static final class TakingSettle extends Handler<SettleInput> {
        TakingSettle(String route) {
            super(route);
        }
    }
}
