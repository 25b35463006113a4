package svc.gateway.work;

import org.springframework.stereotype.Component;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.inputs.TaskInput;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/** work/status: a task as it stands on the call's dates, with its result once it succeeded. */
@Component
class StatusRoute implements RouteHandler<TaskInput> {
    private final Tasks tasks;

    StatusRoute(Tasks tasks) {
        this.tasks = tasks;
    }

    @Override
    public Route route() {
        return Register.WORK_STATUS;
    }

    @Override
    public Answer handle(TaskInput input, Call call) {
        return tasks.answer(input.task(), call);
    }
}
