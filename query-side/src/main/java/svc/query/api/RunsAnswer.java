package svc.query.api;

import java.util.List;
import svc.projections.run.RunState;

/** Runs' states, in key order. */
public record RunsAnswer(List<RunState> runs) {
}
