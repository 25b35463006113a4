package svc.gateway.register;

/**
 * What a route needs the caller to hold on the call's place. {@code NONE} is for a route whose own rule decides who
 * may call it (act/accept_invitation: the invitee, who holds nothing yet); the rung still needs a tenant scope.
 */
public enum GrantName {
    READ, ASK, ACT, ADMIN, NONE;

    public String wire() {
        return name().toLowerCase();
    }
}
