package svc.query.unit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.stereotype.Component;
import svc.query.api.FindWhy;
import svc.query.api.HistoryEntry;
import svc.query.api.Reason;
import svc.query.api.WhyAnswer;

/**
 * Why a unit is as it is: its events from the latest back to the first, each with the call that caused it. The
 * chain ends at the first cause: the fact that brought the unit into the record, a person's call, or an armed
 * workflow.
 */
@Component
class WhyQueries {
    private final UnitEvents events;

    WhyQueries(UnitEvents events) {
        this.events = events;
    }

    @QueryHandler
    WhyAnswer handle(FindWhy query) {
        List<HistoryEntry> history = events.knownOn(query.unitId(), query.callScope(), query.knownOn());
        List<Reason> chain = new ArrayList<>();
        for (HistoryEntry entry : history) {
            chain.add(new Reason(entry.event(), entry.seq(), entry.trueFrom(), entry.knownOn(), entry.by(),
                    entry.route(), entry.run(), causeOf(entry), says(entry)));
        }
        Collections.reverse(chain);
        return new WhyAnswer(chain);
    }

    private static String causeOf(HistoryEntry entry) {
        if (entry.route() == null) {
            return "recorded fact";
        }
        return switch (entry.route()) {
            case "act/record", "import" -> "recorded fact";
            case "workflow" -> "armed workflow";
            case "beat" -> "the beat";
            default -> "person's call";
        };
    }

    private static String says(HistoryEntry entry) {
        StringBuilder text = new StringBuilder(entry.event());
        if (entry.by() != null) {
            text.append(" by ").append(entry.by());
        }
        if (entry.route() != null) {
            text.append(" through ").append(entry.route());
        }
        if (entry.because() != null) {
            text.append(": ").append(entry.because());
        }
        return text.toString();
    }
}
