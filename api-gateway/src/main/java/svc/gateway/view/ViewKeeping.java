package svc.gateway.view;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.command.api.KnownNow;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.InputReader;
import svc.gateway.facts.Fact;
import svc.gateway.facts.FactReader;
import svc.gateway.facts.Recorder;
import svc.gateway.facts.SavedViewFact;
import svc.gateway.keys.Fingerprint;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.WireNames;
import svc.projections.fact.FactState;
import svc.query.api.FindUnit;
import svc.query.api.UnitAnswer;

/**
 * Keeps a view as a {@code saved_view} fact at the call's strategy, through the recorder act/record uses. A view is
 * kept under its id; without one, under an id made from the strategy and the definition, so keeping the same view
 * twice names one view. A keep of a definition the view already holds writes nothing.
 */
@Component
class ViewKeeping {
    private static final String KIND = UnitKind.SAVED_VIEW.wire();
    /** A view's members: its id and a saved_view fact's own. */
    private static final Set<String> MEMBERS = WireNames.members(ViewId.class, SavedViewFact.class);

    private final InputReader inputs;
    private final FactReader facts;
    private final Recorder recorder;
    private final QueryGateway queries;
    private final KnownNow knownNow;

    ViewKeeping(InputReader inputs, FactReader facts, Recorder recorder, QueryGateway queries, KnownNow knownNow) {
        this.inputs = inputs;
        this.facts = facts;
        this.recorder = recorder;
        this.queries = queries;
        this.knownNow = knownNow;
    }

    /** Keeps the view (unless it is held already) and makes the answer's body: form two of SavedViewAnswer. */
    ObjectNode keep(ObjectNode view, Call call) {
        if (call.envelope().knownOnAsked()) {
            throw Refusal.invalidInput("Svc-As-Known-On", "Keeping a view is a change: it never carries "
                    + "Svc-As-Known-On; the record assigns the time it took the change.");
        }
        Iterator<String> names = view.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!MEMBERS.contains(name)) {
                throw Refusal.invalidInput("/view/" + name, "'" + name + "' is not a member of SavedView; its "
                        + "members are " + new TreeSet<>(MEMBERS) + ".");
            }
        }
        ObjectNode fields = view.deepCopy();
        fields.remove("id");
        String place = call.envelope().scope().path();
        String id = view.hasNonNull("id")
                ? inputs.read(view.deepCopy().retain("id"), ViewId.class, "/view").id()
                : "sv-" + Fingerprint.of("ask/saved_view", place, "", fields).substring(0, 16);
        Instant trueFrom = call.envelope().trueOn();
        // Reading the members checks them (refusals under /view) before anything is compared or recorded.
        Fact fact = facts.of(KIND, id, place, trueFrom, fields, "/view");
        boolean kept = !heldAlready(fact, call);
        if (kept) {
            try {
                recorder.record(fact, call, "view kept through ask/saved_view");
            } catch (Refusal refused) {
                if ("/view/place".equals(refused.members().get("field"))) {
                    throw Refusal.invalidInput("/view/id", "A view " + id + " is kept at another strategy; choose "
                            + "another id.");
                }
                throw refused;
            }
        }
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        body.set("view", ViewShown.of(id, fields, place).put("true_from", trueFrom.toString()));
        body.set("caller", ViewShown.caller(id, place));
        body.put("kept", kept);
        body.put("known_on", knownNow.now().toString());
        return body;
    }

    /** The answer to a keep, from the body the keep made (kept under its Svc-Key for a repeat). */
    static Answer answer(JsonNode body) {
        Map<String, String> basis = new HashMap<>();
        ViewShown.basis(body.path("view"), "/view", basis);
        return new Answer(body, basis);
    }

    private boolean heldAlready(Fact fact, Call call) {
        UnitAnswer held = queries.query(new FindUnit(UnitIds.of(call.tenant(), KIND, fact.id()), fact.place(),
                fact.trueFrom(), call.envelope().knownOn()), UnitAnswer.class).join();
        if (!held.found()) {
            return false;
        }
        FactState view = held.state(FactState.class);
        return fact.place().equals(view.place()) && ViewShown.DEFINITION.stream()
                .allMatch(name -> fact.fields().path(name).equals(view.field(name)));
    }
}
