package svc.gateway.register;

/**
 * One route of the interface: {@code POST /v1/<tag>/<operation>}, the rung and grant it needs, who serves it, the
 * type its body is read as, the type of the answer's body, whether it runs as a task, whether it is an addition
 * to the specification (design.md, "Routes beyond the specification"), and what it does to the record.
 */
public record Route(String tag, String operation, Rung rung, GrantName grant, ServedBy servedBy, Class<?> input,
        String body, boolean task, boolean addition, Effect effect) {

    public String key() {
        return tag + "/" + operation;
    }

    public String path() {
        return "/v1/" + key();
    }

    /** Whether this call of the route, with this input, changes the record. */
    public boolean changes(Object input) {
        return effect == Effect.CHANGES
                || effect == Effect.CHANGES_BY_INPUT && input instanceof ChangingInput changing && changing.changes();
    }

    /** Whether some call of the route changes the record. */
    public boolean mayChange() {
        return effect != Effect.READS;
    }

    /** The same route with another effect: for the routes whose effect is not the one their grant implies. */
    Route with(Effect other) {
        return new Route(tag, operation, rung, grant, servedBy, input, body, task, addition, other);
    }

    public String tool() {
        return "svc." + tag + "." + operation;
    }

    public String operationId() {
        return "svc_" + tag + "_" + operation;
    }
}
