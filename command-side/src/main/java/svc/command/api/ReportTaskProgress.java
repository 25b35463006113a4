package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** The work says how far it has got (a share from 0 to 1) and what it is doing. */
public record ReportTaskProgress(@TargetAggregateIdentifier String unitId, double progress, String note,
        Instant at) {
}
