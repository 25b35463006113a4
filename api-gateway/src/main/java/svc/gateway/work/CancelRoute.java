package svc.gateway.work;

import java.time.Clock;
import java.time.temporal.ChronoUnit;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import svc.command.api.ActOutcome;
import svc.command.api.CancelTask;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.ActHandler;
import svc.gateway.dispatch.Call;
import svc.gateway.facts.Commands;
import svc.gateway.inputs.TaskInput;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/**
 * work/cancel: records the task cancelled (a task that already ended stays as it ended) and, once that commits,
 * tells its work to stop if it runs here; work on another node stops at its next report, which the task refuses.
 */
@Component
class CancelRoute implements ActHandler<TaskInput> {
    private final Commands commands;
    private final Tasks tasks;
    private final Clock clock;
    private final ObjectProvider<TaskPlane> plane;

    CancelRoute(Commands commands, Tasks tasks, Clock clock, ObjectProvider<TaskPlane> plane) {
        this.commands = commands;
        this.tasks = tasks;
        this.clock = clock;
        this.plane = plane;
    }

    @Override
    public Route route() {
        return Register.WORK_CANCEL;
    }

    @Override
    public ActOutcome act(TaskInput input, Call call) {
        String unitId = UnitIds.of(call.tenant(), UnitKind.TASK, input.task());
        commands.send(new CancelTask(unitId, call.envelope().scope().path(), call.subject(),
                clock.instant().truncatedTo(ChronoUnit.MICROS)), call, "cancelled task " + input.task());
        TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
            @Override
            public void afterCommit() {
                plane.ifAvailable(taskPlane -> taskPlane.cancelled(unitId));
            }
        });
        return ActOutcome.ofUnit(UnitKind.TASK, input.task(), null);
    }

    @Override
    public Answer answer(ActOutcome outcome, Call call) {
        return tasks.answer(outcome.unitId(), call);
    }
}
