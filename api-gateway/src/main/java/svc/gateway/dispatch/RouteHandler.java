package svc.gateway.dispatch;

import svc.gateway.card.Answer;
import svc.gateway.register.Route;

/** Answers one route of the register. A route without a handler answers 501 {@code not_built}. */
public interface RouteHandler<I> {
    /**
     * The route answered, one of the register's. Its input is the register's, which the handler's type argument must
     * be ({@code Calls} refuses to start otherwise).
     */
    Route route();

    Answer handle(I input, Call call);

    /** The body type named on the card; the register's, unless the answer depends on the input. */
    default String bodyType(I input, Call call) {
        return call.route().body();
    }
}
