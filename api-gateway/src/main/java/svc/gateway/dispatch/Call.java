package svc.gateway.dispatch;

import svc.gateway.envelope.Envelope;
import svc.gateway.register.Route;

/** One call being answered: its route, its envelope, and the act mode its grant carries. */
public record Call(Route route, Envelope envelope, String mode) {
    public String tenant() {
        return envelope.scope().tenant();
    }

    public String subject() {
        return envelope.caller().subject();
    }
}
