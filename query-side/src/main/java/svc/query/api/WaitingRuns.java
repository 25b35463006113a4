package svc.query.api;

import java.util.List;

/** Aggregate identifiers of waiting runs. */
public record WaitingRuns(List<String> unitIds) {
}
