package svc.gateway.register;

/** What a route needs the caller to hold on the call's place. */
public enum GrantName {
    READ, ASK, ACT, ADMIN;

    public String wire() {
        return name().toLowerCase();
    }
}
