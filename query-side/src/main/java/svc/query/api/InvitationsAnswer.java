package svc.query.api;

import java.time.Instant;
import java.util.List;
import svc.projections.fact.FactState;

/** Invitations in id order, each with the date its current state became true. */
public record InvitationsAnswer(List<InvitationState> invitations) {
    public record InvitationState(FactState state, Instant since) {
    }
}
