package svc.query.show;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import svc.projections.deepening.DeepeningState;

/** The Deepening body answers the vector as the doubles its stored decimals read as. */
class DeepeningBodyTest {
    @Test
    void eachFloatOfTheVectorIsTheDoubleOfItsDecimal() {
        DeepeningState state = new DeepeningState(true, "d1", "o1", "embed",
                new DeepeningState.AskedBy("h1", "hypothesis"), "t1", "tenant/acme", null,
                new DeepeningState.Embedding("minilm", 3, List.of(0.1f, -0.25f, 1.0E-5f)));
        assertThat(DeepeningBody.of(state).embedding().vector()).containsExactly(0.1, -0.25, 1.0E-5);
    }
}
