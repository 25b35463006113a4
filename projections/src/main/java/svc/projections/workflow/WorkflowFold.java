package svc.projections.workflow;

import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/** A workflow's state, folded from its changes ({@link WorkflowChange}). */
public final class WorkflowFold implements Fold<WorkflowState, WorkflowChange> {
    public static final String KIND = UnitKind.WORKFLOW.wire();

    @Override
    public Class<WorkflowState> type() {
        return WorkflowState.class;
    }

    @Override
    public Class<WorkflowChange> changeType() {
        return WorkflowChange.class;
    }

    @Override
    public WorkflowState absent() {
        return WorkflowState.ABSENT;
    }
}
