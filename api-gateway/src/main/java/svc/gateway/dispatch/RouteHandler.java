package svc.gateway.dispatch;

import svc.gateway.card.Answer;

/** Answers one route of the register. A route without a handler answers 501 {@code not_built}. */
public interface RouteHandler<I> {
    /** The register key of the route answered: {@code <tag>/<operation>}. */
    String route();

    Class<I> input();

    Answer handle(I input, Call call);

    /** The body type named on the card; the register's, unless the answer depends on the input. */
    default String bodyType(I input, Call call) {
        return call.route().body();
    }
}
