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
        ObjectNode state = answer.state();
        List<String> grants = new ArrayList<>();
        state.path("grants").forEach(grant -> grants.add(grant.asText()));
        return new Invitation(id, state.path("place").asText(), state.path("invitee").asText(), grants,
                state.path("state").asText(), state.hasNonNull("invited_by") ? state.get("invited_by").asText() : null);
    }

    /** Records the invitation in {@code next} state from the call's true-on date, its other members unchanged. */
    void restate(Invitation invitation, String next, Call call, String because) {
        ObjectNode fields = JsonNodeFactory.instance.objectNode();
        fields.put("invitee", invitation.invitee());
        ArrayNode grants = fields.putArray("grants");
        invitation.grants().forEach(grants::add);
        fields.put("state", next);
        if (invitation.invitedBy() != null) {
            fields.put("invited_by", invitation.invitedBy());
        }
        recorder.record(facts.of(UnitKind.INVITATION.wire(), invitation.id(), invitation.place(),
                call.envelope().trueOn(), fields, ""), call, because);
    }

    record Invitation(String id, String place, String invitee, List<String> grants, String state, String invitedBy) {
    }
}
