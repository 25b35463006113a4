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
        assertThatCode(() -> calls(new WhoAmI())).doesNotThrowAnyException();
    }

    @Test
    void aHandlerTakingAnotherInputIsRefusedAtStart() {
        assertThatThrownBy(() -> calls(new WhoAmITakingSettle())).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("session/whoami").hasMessageContaining("SettleInput")
                .hasMessageContaining("WhoAmIInput");
    }

    @Test
    void aHandlerOfARouteTheRegisterDoesNotHoldIsRefusedAtStart() {
        assertThatThrownBy(() -> calls(new Unregistered())).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("session/nothing");
    }

    private static Calls calls(RouteHandler<?> handler) {
        return new Calls(List.of(handler), null, null, null, null, null, new CallSettings(1000, 1024), null, null,
                null, null);
    }

    private static final class WhoAmI implements RouteHandler<WhoAmIInput> {
        @Override
        public String route() {
            return "session/whoami";
        }

        @Override
        public Answer handle(WhoAmIInput input, Call call) {
            throw new UnsupportedOperationException();
        }
    }

    private static final class WhoAmITakingSettle implements RouteHandler<SettleInput> {
        @Override
        public String route() {
            return "session/whoami";
        }

        @Override
        public Answer handle(SettleInput input, Call call) {
            throw new UnsupportedOperationException();
        }
    }

    private static final class Unregistered implements RouteHandler<WhoAmIInput> {
        @Override
        public String route() {
            return "session/nothing";
        }

        @Override
        public Answer handle(WhoAmIInput input, Call call) {
            throw new UnsupportedOperationException();
        }
    }
}
