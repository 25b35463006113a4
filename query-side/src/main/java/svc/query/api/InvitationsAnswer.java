package svc.query.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;

/** Invitations in id order, each with the date its current state became true. */
public record InvitationsAnswer(List<InvitationState> invitations) {
    public record InvitationState(ObjectNode state, Instant since) {
    }
}
