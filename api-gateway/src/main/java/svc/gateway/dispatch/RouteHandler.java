package svc.gateway.dispatch;

import svc.gateway.card.Answer;

/** Answers one route of the register. A route without a handler answers 501 {@code not_built}. */
public interface RouteHandler<I> {
    /**
     * The register key of the route answered: {@code <tag>/<operation>}. Its input is the register's, which the
     * handler's type argument must be ({@code Calls} refuses to start otherwise).
     */
    String route();

    Answer handle(I input, Call call);

    /** The body type named on the card; the register's, unless the answer depends on the input. */
    default String bodyType(I input, Call call) {
        return call.route().body();
    }
}
