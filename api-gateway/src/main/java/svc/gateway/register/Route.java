package svc.gateway.register;

/**
 * One route of the interface: {@code POST /v1/<tag>/<operation>}, the rung and grant it needs, who serves it, the
 * type its body is read as, the type of the answer's body, whether it runs as a task, and whether it is an addition
 * to the specification (design.md, "Routes beyond the specification").
 */
public record Route(String tag, String operation, Rung rung, GrantName grant, ServedBy servedBy, Class<?> input,
        String body, boolean task, boolean addition) {

    public String key() {
        return tag + "/" + operation;
    }

    public String path() {
        return "/v1/" + key();
    }

    /** A route that changes the record: every act route (whatever grant it needs), and work/cancel. */
    public boolean changes() {
        return grant == GrantName.ACT || tag.equals("act");
    }

    public String tool() {
        return "svc." + tag + "." + operation;
    }

    public String operationId() {
        return "svc_" + tag + "_" + operation;
    }
}
