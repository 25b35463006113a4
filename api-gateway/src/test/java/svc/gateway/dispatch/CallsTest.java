package svc.gateway.dispatch;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import svc.gateway.card.Answer;
import svc.gateway.inputs.SettleInput;
import svc.gateway.inputs.WhoAmIInput;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/** The register names each route's input once; a handler taking another type is refused at start. */
class CallsTest {
    @Test
    void aHandlerTakingTheRegistersInputStarts() {
        assertThatCode(() -> calls(new TakingWhoAmI(Register.SESSION_WHOAMI))).doesNotThrowAnyException();
    }

    @Test
    void aHandlerTakingAnotherInputIsRefusedAtStart() {
        assertThatThrownBy(() -> calls(new TakingSettle(Register.SESSION_WHOAMI))).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("session/whoami").hasMessageContaining("SettleInput")
                .hasMessageContaining("WhoAmIInput");
    }

    /** A route like whoami, under another name: the register holds no such route. */
    private static Route elsewhere(String tag, String operation) {
        Route whoami = Register.SESSION_WHOAMI;
        return new Route(tag, operation, whoami.rung(), whoami.grant(), whoami.servedBy(), whoami.input(),
                whoami.body(), whoami.task(), whoami.addition(), whoami.effect());
    }

    @Test
    void aHandlerOfARouteTheRegisterDoesNotHoldIsRefusedAtStart() {
        assertThatThrownBy(() -> calls(new TakingWhoAmI(elsewhere("session", "nothing")))).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("session/nothing");
    }

    private static Calls calls(RouteHandler<?> handler) {
        return new Calls(List.of(handler), null, null, null, null, null, new SvcSettings(1000, 1024, "", ""), null,
                null, null, null, null);
    }

    /** A handler of a route, taking {@code I}: what Calls checks is the type argument of its class. */
    private abstract static class Handler<I> implements RouteHandler<I> {
        private final Route route;

        Handler(Route route) {
            this.route = route;
        }

        @Override
        public Route route() {
            return route;
        }

        @Override
        public Answer handle(I input, Call call) {
            throw new UnsupportedOperationException();
        }
    }

    private static final class TakingWhoAmI extends Handler<WhoAmIInput> {
        TakingWhoAmI(Route route) {
            super(route);
        }
    }

    private static final class TakingSettle extends Handler<SettleInput> {
        TakingSettle(Route route) {
            super(route);
        }
    }
}
