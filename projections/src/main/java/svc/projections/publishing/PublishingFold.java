package svc.projections.publishing;

import static svc.projections.bitemporal.OpMembers.text;

import com.fasterxml.jackson.databind.JsonNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/**
 * A publishing's state: recording states its title, channel and place (and, the first time, that it is published);
 * withdrawal sets it withdrawn with the reason and who gave it; the end of a fact closes it.
 */
public final class PublishingFold implements Fold<PublishingState, JsonNode> {
    public static final String KIND = UnitKind.PUBLISHING.wire();

    @Override
    public Class<PublishingState> type() {
        return PublishingState.class;
    }

    @Override
    public Class<JsonNode> changeType() {
        return JsonNode.class;
    }

    @Override
    public PublishingState absent() {
        return PublishingState.ABSENT;
    }

    @Override
    public PublishingState apply(PublishingState state, JsonNode op) {
        return switch (op.path("op").asText()) {
            case "record" -> state.recorded(text(op, "id"), text(op, "title"), text(op, "channel"),
                    text(op, "place"));
            case "withdraw" -> state.withdrawn(text(op, "reason"), text(op, "withdrawn_by"));
            case "end" -> state.ended();
            default -> throw new IllegalArgumentException("unknown publishing change " + op);
        };
    }
}
