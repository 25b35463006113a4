package svc.query.show;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.task.TaskState;
import svc.query.api.Reading;
import svc.query.api.ShowUnit;
import svc.query.api.UnitFreshness;

/**
 * Tasks, kept by the {@code tasks} projection. A succeeded task's result is its route's body, read on the task's own
 * true-on date and the read's known-on date, with the result's basis under {@code /result}. The result's projection
 * may be behind the task's: it is waited for, up to the result's own events, as any read of a unit is.
 */
@Component
class TaskView extends UnitView<TaskState> {
    static final String KIND = UnitKind.TASK.wire();

    private final ObjectProvider<Showing> showing;
    private final UnitFreshness freshness;

    TaskView(ObjectProvider<Showing> showing, UnitFreshness freshness) {
        super(TaskState.class);
        this.showing = showing;
        this.freshness = freshness;
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    Reading show(TaskState state, ShowUnit asked) {
        Map<String, String> basis = new LinkedHashMap<>();
        basis.put("/progress", "measured: the share of its work the task had reported done");
        Reading result = result(state, asked);
        result.basis().forEach((pointer, sentence) -> basis.put("/result" + pointer, sentence));
        return new Reading(TaskBody.of(state, result.body()), basis);
    }

    private Reading result(TaskState state, ShowUnit asked) {
        TaskState.Result result = state.result();
        if (result == null) {
            return Reading.notFound();
        }
        ShowUnit made = new ShowUnit(asked.tenant(), result.kind(), result.id(), asked.callScope(),
                Instant.parse(state.trueOn()), asked.knownOn());
        freshness.awaitUnit(made.unitId());
        return showing.getObject().show(made);
    }
}
