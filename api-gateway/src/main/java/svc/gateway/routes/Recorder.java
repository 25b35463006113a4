package svc.gateway.routes;

import org.springframework.stereotype.Component;
import svc.command.api.RecordHypothesis;
import svc.command.api.RuleBroken;
import svc.command.api.UnitIds;
import svc.gateway.dispatch.Call;
import svc.gateway.refusal.Refusal;

/** Turns facts into the commands of their units' aggregates. */
@Component
class Recorder {
    private final Commands commands;

    Recorder(Commands commands) {
        this.commands = commands;
    }

    void record(Fact fact, String at, Call call, String because) {
        record(fact, at, call.tenant(), call.subject(), call.envelope().run(), call.route().key(), because);
    }

    void record(Fact fact, String at, String tenant, String by, String run, String via, String because) {
        try {
            commands.send(new RecordHypothesis(UnitIds.of(tenant, fact.kind(), fact.id()), tenant,
                    fact.id(), fact.place(), fact.fields().get("claim"), fact.trueFrom(), fact.trueTo()), by, run,
                    via, because);
        } catch (RuleBroken broken) {
            throw Refusal.invalidInput(at + broken.field(), broken.getMessage() + " (rule " + broken.rule() + ")");
        }
    }
}
