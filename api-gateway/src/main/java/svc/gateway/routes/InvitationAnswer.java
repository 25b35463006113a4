package svc.gateway.routes;

import svc.command.api.ActOutcome;
import svc.command.api.UnitKind;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.refusal.Refusal;

/** The invitation routes answer the invitation as it stands once their change committed. */
final class InvitationAnswer {
    private InvitationAnswer() {
    }

    static Answer of(Reads reads, ActOutcome outcome, Call call) {
        return reads.unit(UnitKind.INVITATION, outcome.unitId(), call, outcome.trueOn(), call.envelope().knownOn())
                .orElseThrow(Refusal::notFound);
    }
}
