package svc.gateway.deepen;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Clock;
import java.time.Instant;
import org.springframework.stereotype.Component;
import svc.command.api.AskedBy;
import svc.command.api.Embedding;
import svc.command.api.Fetched;
import svc.command.api.MakeDeepening;
import svc.command.api.Places;
import svc.command.api.RuleBroken;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.dispatch.Call;
import svc.gateway.inputs.DeepenInput;
import svc.gateway.inputs.Depth;
import svc.gateway.refusal.Refusal;
import svc.gateway.work.TaskFailure;
import svc.gateway.work.TaskRoute;
import svc.gateway.work.TaskRun;
import svc.gateway.work.Tasks;

/**
 * act/deepen: a task that fetches an observation's source and keeps its text, embeds the text the observation has,
 * or both, and records the result as a Deepening at the call's scope. Fetching and embedding again is harmless and
 * the deepening's id comes from the task's, so a task run again after a restart still makes one deepening.
 */
@Component
class DeepenRoute extends TaskRoute<DeepenInput> {
    private final DeepenSources sources;
    private final Fetcher fetcher;
    private final Embedder embedder;
    private final Clock clock;

    DeepenRoute(Tasks tasks, DeepenSources sources, Fetcher fetcher, Embedder embedder, Clock clock) {
        super(tasks);
        this.sources = sources;
        this.fetcher = fetcher;
        this.embedder = embedder;
        this.clock = clock;
    }

    @Override
    public String route() {
        return "act/deepen";
    }

    @Override
    protected void accept(DeepenInput input, Call call, String task) {
        Instant trueOn = call.envelope().trueOn();
        Instant knownOn = call.envelope().knownOn();
        String scope = call.envelope().scope().path();
        ObjectNode observation = sources.observation(call.tenant(), input.observation(), trueOn, knownOn)
                .filter(state -> Places.inView(state.path("place").asText(), scope))
                .orElseThrow(Refusal::notFound);
        if (input.depth() == Depth.EMBED
                && sources.textToEmbed(call.tenant(), observation, trueOn, knownOn).isEmpty()) {
            throw new RuleBroken("has_text", "/depth", "nothing to embed yet: deepen with fetch or both first");
        }
    }

    @Override
    public void run(DeepenInput input, TaskRun run) throws Exception {
        ObjectNode observation = sources.observation(run.tenant(), input.observation(), run.trueOn(), clock.instant())
                .orElseThrow(() -> new TaskFailure(
                        "observation " + input.observation() + " is no longer in the record"));
        Fetched fetched = null;
        if (input.depth() != Depth.EMBED) {
            String source = observation.path("source").asText();
            run.progress(0.1, "fetching " + source);
            fetched = fetcher.fetch(source, run::await);
            run.progress(0.5, "fetched " + fetched.bytes() + " bytes of " + fetched.contentType());
        }
        Embedding embedding = null;
        if (input.depth() != Depth.FETCH) {
            String text = fetched != null ? fetched.text() : sources.textToEmbed(run.tenant(), observation,
                    run.trueOn(), clock.instant()).orElseThrow(() -> new TaskFailure(
                            "nothing to embed yet: deepen with fetch or both first"));
            if (text.isBlank()) {
                throw new FetchFailed("the source has no text to embed");
            }
            run.progress(0.6, "embedding " + text.length() + " characters");
            embedding = embedder.embed(text);
        }
        run.progress(0.9, "recording the deepening");
        record(input, run, fetched, embedding);
    }

    private void record(DeepenInput input, TaskRun run, Fetched fetched, Embedding embedding) {
        String id = deepeningOf(run.task());
        MakeDeepening make = new MakeDeepening(UnitIds.of(run.tenant(), UnitKind.DEEPENING, id), run.tenant(), id,
                input.observation(), input.depth().wire(),
                new AskedBy(input.askedBy().id(), input.askedBy().kind().wire()), run.task(), run.place(),
                run.trueOn(), fetched, embedding);
        run.finish("deepening", id, () -> run.send(make,
                "deepened observation " + input.observation() + " (" + input.depth().wire() + ")"));
    }

    /** {@code tk_x} makes {@code dp_x}. */
    static String deepeningOf(String task) {
        return "dp_" + task.substring("tk_".length());
    }
}
