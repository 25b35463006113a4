package svc.projections.run;

import static svc.projections.bitemporal.OpMembers.text;

import com.fasterxml.jackson.databind.JsonNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/**
 * A scrape run's state: recording states its key, source and place (and, the first time, that it waits for the
 * beat); each move sets its state with the reason and the time it holds from; the end of a fact closes it.
 */
public final class RunFold implements Fold<RunState, JsonNode> {
    public static final String KIND = UnitKind.RUN.wire();

    @Override
    public Class<RunState> type() {
        return RunState.class;
    }

    @Override
    public Class<JsonNode> changeType() {
        return JsonNode.class;
    }

    @Override
    public RunState absent() {
        return RunState.ABSENT;
    }

    @Override
    public RunState apply(RunState state, JsonNode op) {
        return switch (op.path("op").asText()) {
            case "record" -> state.recorded(text(op, "key"), text(op, "source"), text(op, "place"),
                    text(op, "since"));
            case "move" -> state.moved(text(op, "state"), text(op, "reason"), text(op, "since"),
                    text(op, "moved_by"));
            case "end" -> state.ended();
            default -> throw new IllegalArgumentException("unknown run change " + op);
        };
    }
}
