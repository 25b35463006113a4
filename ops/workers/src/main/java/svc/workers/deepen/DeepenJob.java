package svc.workers.deepen;

import java.time.Clock;
import org.springframework.stereotype.Component;
import svc.command.api.AskedBy;
import svc.command.api.Embedding;
import svc.command.api.Fetched;
import svc.command.api.MakeDeepening;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.deepen.DeepenSources;
import svc.gateway.inputs.DeepenInput;
import svc.gateway.inputs.Depth;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.gateway.work.TaskUnits;
import svc.projections.meaning.Embedder;
import svc.projections.observation.ObservationState;
import svc.workers.tasks.TaskFailure;
import svc.workers.tasks.TaskJob;
import svc.workers.tasks.TaskRun;

/**
 * The work of act/deepen: fetches the observation's source, embeds its text, or both, and records the Deepening.
 * Fetching and embedding again is harmless and the deepening's id comes from the task's, so a task run again after a
 * restart still makes one deepening.
 */
@Component
class DeepenJob implements TaskJob<DeepenInput> {
    private final DeepenSources sources;
    private final Fetcher fetcher;
    private final Embedder embedder;
    private final Clock clock;

    DeepenJob(DeepenSources sources, Fetcher fetcher, Embedder embedder, Clock clock) {
        this.sources = sources;
        this.fetcher = fetcher;
        this.embedder = embedder;
        this.clock = clock;
    }

    @Override
    public Route route() {
        return Register.ACT_DEEPEN;
    }

    @Override
    public void run(DeepenInput input, TaskRun run) throws Exception {
        ObservationState observation = sources.observation(run.tenant(), input.observation(), run.trueOn(),
                        clock.instant())
                .orElseThrow(() -> new TaskFailure(
                        "observation " + input.observation() + " is no longer in the record"));
        Fetched fetched = null;
        if (input.depth() != Depth.EMBED) {
            String source = observation.source();
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
        String id = TaskUnits.deepening(run.task());
        MakeDeepening make = new MakeDeepening(UnitIds.of(run.tenant(), UnitKind.DEEPENING, id), run.tenant(), id,
                input.observation(), input.depth().wire(),
                new AskedBy(input.askedBy().id(), input.askedBy().kind().wire()), run.task(), run.place(),
                run.trueOn(), fetched, embedding);
        run.finish("deepening", id, () -> run.send(make,
                "deepened observation " + input.observation() + " (" + input.depth().wire() + ")"));
    }
}
