package svc.gateway.deepen;

import java.time.Instant;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.command.api.RuleBroken;
import svc.gateway.dispatch.Call;
import svc.gateway.inputs.DeepenInput;
import svc.gateway.inputs.Depth;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.gateway.work.TaskRoute;
import svc.gateway.work.Tasks;
import svc.projections.observation.ObservationState;

/**
 * act/deepen: a task that fetches an observation's source and keeps its text, embeds the text the observation has,
 * or both, and records the result as a Deepening at the call's scope. The route refuses what cannot start; the work
 * is the workers' ({@code DeepenJob}).
 */
@Component
class DeepenRoute extends TaskRoute<DeepenInput> {
    private final DeepenSources sources;

    DeepenRoute(Tasks tasks, DeepenSources sources) {
        super(tasks);
        this.sources = sources;
    }

    @Override
    public Route route() {
        return Register.ACT_DEEPEN;
    }

    @Override
    protected void accept(DeepenInput input, Call call, String task) {
        Instant trueOn = call.envelope().trueOn();
        Instant knownOn = call.envelope().knownOn();
        String scope = call.envelope().scope().path();
        ObservationState observation = sources.observation(call.tenant(), input.observation(), trueOn, knownOn)
                .filter(state -> Places.inView(state.place(), scope))
                .orElseThrow(Refusal::notFound);
        if (input.depth() == Depth.EMBED
                && sources.textToEmbed(call.tenant(), observation, trueOn, knownOn).isEmpty()) {
            throw new RuleBroken("has_text", "nothing to embed yet: deepen with fetch or both first");
        }
    }
}
