package svc.gateway.card;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.Map;

/** The foot of every card: the body's type and card, the call's scope and dates, the basis of every number. */
public record Foot(String type, String card, String scope, Instant trueOn, Instant knownOn,
        Map<String, String> basis, String servedBy, String contract, String run,
        @JsonInclude(JsonInclude.Include.NON_NULL) String note) {
}
