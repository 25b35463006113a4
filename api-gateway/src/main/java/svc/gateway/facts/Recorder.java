package svc.gateway.facts;

import org.springframework.stereotype.Component;
import svc.command.api.RuleBroken;
import svc.gateway.dispatch.Call;
import svc.gateway.refusal.RuleFields;

/** Sends each fact's command to its unit's aggregate, with the lineage of the call or import that brought it. */
@Component
public class Recorder {
    private final Commands commands;

    Recorder(Commands commands) {
        this.commands = commands;
    }

    public void record(Fact fact, Call call, String because) {
        record(fact, call.tenant(), call.subject(), call.envelope().run(), call.route().key(), because);
    }

    void record(Fact fact, String tenant, String by, String run, String via, String because) {
        try {
            commands.send(fact.given().command(fact, tenant), by, run, via, because);
        } catch (RuleBroken broken) {
            throw RuleFields.refusal(broken, fact.at());
        }
    }
}
