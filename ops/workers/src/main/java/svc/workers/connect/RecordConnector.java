package svc.workers.connect;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.springframework.stereotype.Component;
import svc.command.api.RuleBroken;
import svc.gateway.connect.Installed;
import svc.gateway.envelope.Scope;
import svc.gateway.facts.Fact;
import svc.gateway.facts.FactReader;
import svc.gateway.refusal.RuleFields;
import svc.workers.tasks.TaskRun;

/**
 * The {@code record} connector: its action {@code record_fact} takes the arguments as one fact, as act/record takes
 * it, and records it at the call's place; the source's own id is {@code <kind>/<id>} of the unit recorded.
 */
@Component
class RecordConnector implements Connector {
    private static final String AT = "/arguments";

    private final FactReader reader;

    RecordConnector(FactReader reader) {
        this.reader = reader;
    }

    @Override
    public String kind() {
        return "record";
    }

    @Override
    public ConnectorDone act(Installed connector, String move, ObjectNode arguments, TaskRun run) {
        Fact fact = reader.read(arguments, AT, Scope.parse(run.place()), run.trueOn());
        Object command = fact.given().command(fact, run.tenant());
        return new ConnectorDone(fact.kind() + "/" + fact.id(), () -> {
            try {
                run.send(command, "recorded by move " + move + " through connector " + connector.id());
            } catch (RuleBroken broken) {
                throw new ConnectorFailed("the record refused the fact at " + AT + RuleFields.field(broken) + ": "
                        + broken.getMessage() + " (rule " + broken.rule() + ")");
            }
        });
    }
}
