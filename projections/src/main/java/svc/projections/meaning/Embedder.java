package svc.projections.meaning;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.springframework.stereotype.Component;

/**
 * Sentence embeddings computed in process by all-MiniLM-L6-v2 (quantized ONNX), whose weights ship inside its jar,
 * so nothing is downloaded at run time. The model is loaded on first use (about a second and some 100 MB), not at
 * start, so a server that never deepens or looks up by meaning never pays for it; it is then kept and shared by
 * every embedder of the process (one per Spring context, several in a test run), as it is thread-safe.
 *
 * <p>An embedding is a function of its text alone and costs some 7 ms of CPU here, so the process keeps the last
 * few thousand (about 1.6 KB each): a lookup by meaning asked again, or the entity-meanings projection catching up
 * over names it embedded before (a reset, a second server on a copy of the record), embeds nothing again.
 */
@Component
public class Embedder {
    public static final String MODEL_NAME = "all-MiniLM-L6-v2 (quantized ONNX)";
    private static final int KEPT = 4_096;
    private static final Cache<String, float[]> PROCESS_WIDE = Caffeine.newBuilder().maximumSize(KEPT).build();

    private final Cache<String, float[]> known;
    private final Function<String, float[]> model;

    public Embedder() {
        this(PROCESS_WIDE, text -> Model.INSTANCE.embed(text).content().vector());
    }

    Embedder(Cache<String, float[]> known, Function<String, float[]> model) {
        this.known = known;
        this.model = model;
    }

    public svc.command.api.Embedding embed(String text) {
        float[] vector = vector(text);
        List<Float> values = new ArrayList<>(vector.length);
        for (float value : vector) {
            values.add(value);
        }
        return new svc.command.api.Embedding(MODEL_NAME, vector.length, values);
    }

    /** The text's embedding as it is computed: a copy, as the one kept is shared. */
    public float[] vector(String text) {
        return known.get(text, model).clone();
    }

    /** Loaded when first used, once per process (the holder idiom). */
    private static final class Model {
        static final EmbeddingModel INSTANCE = new AllMiniLmL6V2QuantizedEmbeddingModel();
    }
}
