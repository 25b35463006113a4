package svc.query.models;

import java.util.List;
import java.util.Map;
import svc.projections.strategy.StrategyState;
import svc.projections.workflow.WorkflowState;
import svc.query.api.FactRow;

/**
 * A market twin (null when missing or out of view) with, read on the same dates and on the caller's line: its
 * vertical (null when unknown), the names of the entities its participants are, its strategy (null when unknown) and
 * that strategy's armed workflows.
 */
record MarketTwinAnswer(FactRow twin, FactRow vertical, Map<String, String> entityNames,
        StrategyState strategy, List<WorkflowState> armedWorkflows) {
}
