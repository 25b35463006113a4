package svc.gateway.register;

/** Which servers may answer a route: the platform only, or either it or the local app (by the size bound). */
public enum ServedBy {
    PLATFORM("platform"), EITHER("platform or app");

    private final String wire;

    ServedBy(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }
}
