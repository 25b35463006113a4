package svc.gateway.work;

import org.springframework.stereotype.Component;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.inputs.TaskInput;

/** work/status: a task as it stands on the call's dates, with its result once it succeeded. */
@Component
class StatusRoute implements RouteHandler<TaskInput> {
    private final Tasks tasks;

    StatusRoute(Tasks tasks) {
        this.tasks = tasks;
    }

    @Override
    public String route() {
        return "work/status";
    }

    @Override
    public Answer handle(TaskInput input, Call call) {
        return tasks.answer(input.task(), call);
    }
}
