package svc.query.show;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import svc.gateway.register.BodyTypes;
import svc.projections.strategy.StrategyState;
import svc.projections.workflow.WorkflowState;
import svc.query.api.WorkflowBody;

/**
 * The bodies built member by member as JSON write exactly the members the register of types names for them. The
 * bodies are the query side's and the register the gateway's: the test sits in the bodies' package, on the gateway's
 * test path, which holds both.
 */
class BodyShapesTest {
    private static final StrategyState NO_STRATEGY = new StrategyState(false, null, null, Map.of(), null, 0);
    private static final WorkflowState NO_WORKFLOW = new WorkflowState(false, null, null, null, null, null, null, 0,
            null);

    @Test
    void strategyBodyWritesTheRegisteredMembers() {
        assertThat(StrategyBody.of(NO_STRATEGY).fieldNames()).toIterable()
                .containsExactlyElementsOf(members("Strategy"));
    }

    @Test
    void workflowBodyWritesTheRegisteredMembers() {
        assertThat(WorkflowBody.of(NO_WORKFLOW).fieldNames()).toIterable()
                .containsExactlyElementsOf(members("Workflow"));
    }

    private static Iterable<String> members(String type) {
        return () -> BodyTypes.find(type).orElseThrow().schema().path("properties").fieldNames();
    }
}
