package svc.gateway.work;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import svc.command.api.ActOutcome;
import svc.command.api.QueueTask;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.facts.Commands;
import svc.gateway.inputs.UnitIdText;
import svc.gateway.refusal.Refusal;
import svc.gateway.routes.Reads;
import svc.gateway.wire.WireJson;

/** Queues tasks in the calling transaction, hands them to the work plane once it commits, and reads them back. */
@Component
public class Tasks {
    private final Commands commands;
    private final WireJson wire;
    private final Clock clock;
    private final Reads reads;
    private final ObjectProvider<TaskPlane> plane;

    Tasks(Commands commands, WireJson wire, Clock clock, Reads reads, ObjectProvider<TaskPlane> plane) {
        this.commands = commands;
        this.wire = wire;
        this.clock = clock;
        this.reads = reads;
        this.plane = plane;
    }

    public static String newId() {
        return UnitIdText.mint("tk");
    }

    /**
     * Records the task queued with the input as the route read it. The answer is of no one true-on date: the card
     * reads the task as it stands when answered.
     */
    ActOutcome queue(String task, Object input, Call call) {
        String unitId = UnitIds.of(call.tenant(), UnitKind.TASK, task);
        Instant at = clock.instant().truncatedTo(ChronoUnit.MICROS);
        commands.send(new QueueTask(unitId, call.tenant(), task, call.route().key(), call.envelope().scope().path(),
                call.subject(), call.mode(), call.envelope().run(), wire.tree(input).toString(),
                call.envelope().trueOn(), at), call, "started task " + task + " of " + call.route().key());
        TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
            @Override
            public void afterCommit() {
                plane.ifAvailable(taskPlane -> taskPlane.queued(unitId));
            }
        });
        return ActOutcome.ofUnit(UnitKind.TASK, task, null);
    }

    /** The task as it stands on the call's dates, with its result once it succeeded; 404 when not in view. */
    public Answer answer(String task, Call call) {
        return reads.unit(UnitKind.TASK, task, call, call.envelope().trueOn(), call.envelope().knownOn())
                .orElseThrow(Refusal::notFound);
    }
}
