package svc.gateway.work;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.routes.Reads;
import svc.gateway.routes.UnitView;

/**
 * Tasks, kept by the {@code tasks} projection. A succeeded task's result is its route's body, read within the same
 * call on the task's own true-on date and the read's known-on date, with the result's basis under {@code /result}.
 */
@Component
class TaskView implements UnitView {
    static final String KIND = UnitKind.TASK.wire();

    private final ObjectProvider<Reads> reads;

    TaskView(ObjectProvider<Reads> reads) {
        this.reads = reads;
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public String bodyType() {
        return "Task";
    }

    @Override
    public Answer answer(ObjectNode state, Instant trueOn, Instant knownOn, Call call) {
        Map<String, String> basis = new LinkedHashMap<>();
        basis.put("/progress", "measured: the share of its work the task had reported done");
        Object result = result(state, knownOn, call).map(answer -> {
            answer.basis().forEach((pointer, sentence) -> basis.put("/result" + pointer, sentence));
            return answer.body();
        }).orElse(null);
        return new Answer(new TaskBody(text(state, "id"), text(state, "route"), text(state, "state"),
                state.path("progress").asDouble(), result, text(state, "error"), text(state, "started"),
                text(state, "updated")), basis);
    }

    private Optional<Answer> result(ObjectNode state, Instant knownOn, Call call) {
        JsonNode result = state.path("result");
        if (!result.isObject()) {
            return Optional.empty();
        }
        Reads units = reads.getObject();
        return units.view(result.path("kind").asText()).flatMap(view -> units.unit(view,
                result.path("id").asText(), call, Instant.parse(state.path("true_on").asText()), knownOn));
    }

    private static String text(ObjectNode state, String member) {
        return state.hasNonNull(member) ? state.get(member).asText() : null;
    }
}
