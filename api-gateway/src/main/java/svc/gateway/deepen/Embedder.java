package svc.gateway.deepen;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Sentence embeddings computed in process by all-MiniLM-L6-v2 (quantized ONNX), whose weights ship inside its jar,
 * so nothing is downloaded at run time. The model is loaded on first use (about a second and some 100 MB), not at
 * start, so a server that never deepens or looks up by meaning never pays for it; it is then kept and shared by
 * every embedder of the process (one per Spring context, several in a test run), as it is thread-safe.
 */
@Component
public class Embedder {
    public static final String MODEL_NAME = "all-MiniLM-L6-v2 (quantized ONNX)";

    public svc.command.api.Embedding embed(String text) {
        Embedding embedding = Model.INSTANCE.embed(text).content();
        float[] vector = embedding.vector();
        List<Float> values = new ArrayList<>(vector.length);
        for (float value : vector) {
            values.add(value);
        }
        return new svc.command.api.Embedding(MODEL_NAME, vector.length, values);
    }

    /** Loaded when first used, once per process (the holder idiom). */
    private static final class Model {
        static final EmbeddingModel INSTANCE = new AllMiniLmL6V2QuantizedEmbeddingModel();
    }
}
