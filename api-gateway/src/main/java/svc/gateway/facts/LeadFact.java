package svc.gateway.facts;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.validation.constraints.NotNull;
import java.time.Instant;
import svc.gateway.inputs.WireInstant;
import svc.gateway.refusal.Refusal;

/**
 * A lead delivered to a brand, and when it was first touched once that is known, at a brand place. Every statement of
 * a lead gives its delivery, so a first touch is always checked against the delivery it follows.
 */
@LivesAt(Lives.BRAND)
public record LeadFact(
        @NotNull @JsonDeserialize(using = WireInstant.class) Instant delivered,
        @JsonDeserialize(using = WireInstant.class) Instant firstTouch,
        String channel,
        String entity) implements PlainFact {
    @Override
    public void check(String at) {
        if (firstTouch != null && firstTouch.isBefore(delivered)) {
            throw Refusal.invalidInput(at + "/first_touch", "'first_touch' (" + firstTouch + ") may not precede "
                    + "'delivered' (" + delivered + "): a lead is touched after it arrives.");
        }
    }

    /** Instants are kept in one form (UTC, to the microsecond), so every reader compares them alike. */
    @Override
    public ObjectNode kept(Fact fact) {
        ObjectNode kept = fact.fields().deepCopy().put("delivered", delivered.toString());
        if (firstTouch != null) {
            kept.put("first_touch", firstTouch.toString());
        }
        return kept;
    }
}
