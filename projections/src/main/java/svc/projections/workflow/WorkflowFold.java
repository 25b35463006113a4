package svc.projections.workflow;

import static svc.projections.bitemporal.OpMembers.text;

import com.fasterxml.jackson.databind.JsonNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/**
 * A workflow's state: its latest version, and {@code state}: not ready until armed, then ready since the date it was
 * armed from. A step it took leaves its state as it was.
 */
public final class WorkflowFold implements Fold<WorkflowState, JsonNode> {
    public static final String KIND = UnitKind.WORKFLOW.wire();

    @Override
    public Class<WorkflowState> type() {
        return WorkflowState.class;
    }

    @Override
    public Class<JsonNode> changeType() {
        return JsonNode.class;
    }

    @Override
    public WorkflowState absent() {
        return WorkflowState.ABSENT;
    }

    @Override
    public WorkflowState apply(WorkflowState state, JsonNode op) {
        return switch (op.path("op").asText()) {
            case "write" -> state.written(text(op, "id"), text(op, "place"), text(op, "strategy"), text(op, "name"),
                    text(op, "starts_on"), op.get("steps"), op.get("version").asLong());
            case "arm" -> state.armed(text(op, "since"));
            default -> throw new IllegalArgumentException("unknown workflow change " + op);
        };
    }
}
