package svc.gateway.routes;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.ActOutcome;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.ActHandler;
import svc.gateway.dispatch.Call;
import svc.gateway.facts.Fact;
import svc.gateway.facts.FactReader;
import svc.gateway.facts.Recorder;
import svc.gateway.inputs.RecordInput;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/**
 * act/record: a batch of facts enters the record in one transaction (all of them, or none), at one recorded time.
 * Every fact is read before any is recorded, so a refused fact leaves nothing half-written.
 */
@Component
class RecordRoute implements ActHandler<RecordInput> {
    private final FactReader reader;
    private final Recorder recorder;

    RecordRoute(FactReader reader, Recorder recorder) {
        this.reader = reader;
        this.recorder = recorder;
    }

    @Override
    public Route route() {
        return Register.ACT_RECORD;
    }

    @Override
    public ActOutcome act(RecordInput input, Call call) {
        List<Fact> facts = new ArrayList<>();
        for (int i = 0; i < input.facts().size(); i++) {
            facts.add(reader.read(input.facts().get(i), "/facts/" + i, call.envelope().scope(),
                    call.envelope().trueOn()));
        }
        ArrayNode units = JsonNodeFactory.instance.arrayNode();
        for (int i = 0; i < facts.size(); i++) {
            Fact fact = facts.get(i);
            recorder.record(fact, call, "fact recorded through act/record");
            units.addObject().put("id", fact.id()).put("kind", fact.kind());
        }
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        body.put("recorded", facts.size());
        body.set("units", units);
        return ActOutcome.ofBody(body, call.envelope().trueOn());
    }

    @Override
    public Answer answer(ActOutcome outcome, Call call) {
        return new Answer(outcome.body(), Map.of("/recorded", "counted: facts this call recorded"));
    }
}
