package svc.projections.meaning;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import svc.command.api.Embedding;

/** The real model, run in process: 384 dimensions, and meaning brings sentences closer. */
class EmbedderTest {
    private final Embedder embedder = new Embedder();

    @Test
    void embeddingsHave384Dimensions() {
        Embedding embedding = embedder.embed("The rival dropped its entry plan.");
        assertThat(embedding.dimensions()).isEqualTo(384);
        assertThat(embedding.vector()).hasSize(384);
        assertThat(embedding.model()).isEqualTo(Embedder.MODEL_NAME);
    }

    @Test
    void similarSentencesAreCloserThanUnrelatedOnes() {
        List<Float> price = embedder.embed("The competitor lowered the price of its basic subscription.").vector();
        List<Float> cheaper = embedder.embed("Their entry plan is now cheaper than before.").vector();
        List<Float> weather = embedder.embed("Heavy rain is expected in the mountains tomorrow.").vector();

        assertThat(cosine(price, cheaper)).isGreaterThan(cosine(price, weather) + 0.2);
    }

    @Test
    void aTextEmbeddedBeforeIsAnsweredWithoutTheModel() {
        List<String> asked = new ArrayList<>();
        Embedder counted = new Embedder(Caffeine.newBuilder().maximumSize(10).build(), text -> {
            asked.add(text);
            return new float[] {text.length(), 1f};
        });

        List<Float> first = counted.embed("Northwind Coffee").vector();
        List<Float> again = counted.embed("Northwind Coffee").vector();
        counted.embed("Contoso Roasters");

        assertThat(again).isEqualTo(first).containsExactly(16f, 1f);
        assertThat(asked).containsExactly("Northwind Coffee", "Contoso Roasters");
    }

    private static double cosine(List<Float> a, List<Float> b) {
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.size(); i++) {
            dot += a.get(i) * b.get(i);
            na += a.get(i) * a.get(i);
            nb += b.get(i) * b.get(i);
        }
        return dot / Math.sqrt(na * nb);
    }
}
