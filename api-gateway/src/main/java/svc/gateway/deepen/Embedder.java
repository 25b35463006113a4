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
 * start, so a server that never deepens never pays for it; it is then kept and shared, as it is thread-safe.
 */
@Component
class Embedder {
    static final String MODEL_NAME = "all-MiniLM-L6-v2 (quantized ONNX)";

    private volatile EmbeddingModel model;

    svc.command.api.Embedding embed(String text) {
        Embedding embedding = model().embed(text).content();
        float[] vector = embedding.vector();
        List<Float> values = new ArrayList<>(vector.length);
        for (float value : vector) {
            values.add(value);
        }
        return new svc.command.api.Embedding(MODEL_NAME, vector.length, values);
    }

    private EmbeddingModel model() {
        EmbeddingModel loaded = model;
        if (loaded == null) {
            synchronized (this) {
                loaded = model;
                if (loaded == null) {
                    loaded = new AllMiniLmL6V2QuantizedEmbeddingModel();
                    model = loaded;
                }
            }
        }
        return loaded;
    }
}
