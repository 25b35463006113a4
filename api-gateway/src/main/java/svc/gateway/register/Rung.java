package svc.gateway.register;

/** How deep a scope a route needs. User and tenant routes need a tenant; brand a brand; strategy a strategy. */
public enum Rung {
    USER(1), TENANT(1), BRAND(2), STRATEGY(3);

    private final int depth;

    Rung(int depth) {
        this.depth = depth;
    }

    /** Path segments pairs the scope must have: tenant/x is 1, tenant/x/brand/y is 2, ... */
    public int depth() {
        return depth;
    }

    public String wire() {
        return name().toLowerCase();
    }
}
