package svc.gateway.routes;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.dispatch.Call;
import svc.gateway.facts.FactReader;
import svc.gateway.facts.Recorder;
import svc.gateway.refusal.Refusal;
import svc.projections.fact.FactFields;
import svc.projections.fact.FactState;
import svc.query.api.FindUnit;
import svc.query.api.UnitAnswer;

/**
 * The invitation routes' view of one invitation: as it stands now at the call's tenant, and its next state recorded
 * as the same invitation re-stated from now, with the lineage of the call.
 */
@Component
class Invitations {
    private final QueryGateway queries;
    private final FactReader facts;
    private final Recorder recorder;

    Invitations(QueryGateway queries, FactReader facts, Recorder recorder) {
        this.queries = queries;
        this.facts = facts;
        this.recorder = recorder;
    }

    /** The invitation as it stands now; 404 when the tenant has none of that id. */
    Invitation now(String id, Call call) {
        String tenantPlace = "tenant/" + call.tenant();
        UnitAnswer answer = queries.query(new FindUnit(UnitIds.of(call.tenant(), UnitKind.INVITATION, id), tenantPlace,
                call.envelope().trueOn(), call.envelope().knownOn()), UnitAnswer.class).join();
        if (!answer.found()) {
            throw Refusal.notFound();
        }
        FactState state = answer.state(FactState.class);
        List<String> grants = new ArrayList<>();
        state.field(FactFields.Invitation.GRANTS).forEach(grant -> grants.add(grant.asText()));
        return new Invitation(id, state.place(), state.field(FactFields.Invitation.INVITEE).asText(), grants,
                state.field(FactFields.Invitation.STATE).asText(),
                state.field(FactFields.Invitation.INVITED_BY).asText(null));
    }

    /** Records the invitation in {@code next} state from the call's true-on date, its other members unchanged. */
    void restate(Invitation invitation, String next, Call call, String because) {
        ObjectNode fields = JsonNodeFactory.instance.objectNode();
        fields.put(FactFields.Invitation.INVITEE, invitation.invitee());
        ArrayNode grants = fields.putArray(FactFields.Invitation.GRANTS);
        invitation.grants().forEach(grants::add);
        fields.put(FactFields.Invitation.STATE, next);
        if (invitation.invitedBy() != null) {
            fields.put(FactFields.Invitation.INVITED_BY, invitation.invitedBy());
        }
        recorder.record(facts.of(UnitKind.INVITATION.wire(), invitation.id(), invitation.place(),
                call.envelope().trueOn(), fields, ""), call, because);
    }

    record Invitation(String id, String place, String invitee, List<String> grants, String state, String invitedBy) {
    }
}
