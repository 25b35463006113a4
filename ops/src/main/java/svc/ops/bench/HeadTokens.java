package svc.ops.bench;

import java.util.List;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.tokenstore.TokenStore;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The processors a rebuild leaves alone (notices, the workflow runner, task endings, entity meanings) moved to the
 * head of the generated log. The scratch record holds no workflow, Telling, rule, task or entity, so handling the
 * generated hypotheses would change nothing; the bench says so, rather than waiting for them.
 */
final class HeadTokens {
    static final List<String> LEFT_BY_REBUILDS = List.of("notices", "workflow-runner", "task-endings",
            "entity-meanings");

    private HeadTokens() {
    }

    /** A processor that never ran (no server before the rebuild) gets its {@code segments} at the head. */
    static void moveToHead(JdbcTemplate jdbc, TransactionTemplate transactions, TokenStore tokens, int segments) {
        Long head = jdbc.queryForObject("SELECT MAX(globalindex) FROM domainevententry", Long.class);
        GapAwareTrackingToken at = GapAwareTrackingToken.newInstance(head == null ? -1 : head, List.of());
        transactions.executeWithoutResult(status -> {
            for (String processor : LEFT_BY_REBUILDS) {
                if (tokens.fetchSegments(processor).length == 0) {
                    tokens.initializeTokenSegments(processor, segments, at);
                    continue;
                }
                for (int segment : tokens.fetchSegments(processor)) {
                    tokens.fetchToken(processor, segment);
                    tokens.storeToken(at, processor, segment);
                    tokens.releaseClaim(processor, segment);
                }
            }
        });
    }
}
