package svc.query.api;

import java.time.Instant;

/** The tenant's invitations lying within {@code callScope}, as true on {@code trueOn} and known on {@code knownOn}. */
public record FindInvitations(String tenant, String callScope, Instant trueOn, Instant knownOn) {
}
