package svc.gateway.inputs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import svc.command.api.Standing;
import svc.command.api.StartsOn;

class StartsOnGivenTest {
    @Test
    void everyValueReadsAsWhatStartsAWorkflowAndEveryStandingHasOne() {
        assertThat(StartsOnGiven.values()).allSatisfy(given ->
                assertThat(StartsOn.parse(given.wire())).contains(given.startsOn()));
        assertThat(Arrays.stream(Standing.values()).map(standing -> StartsOn.SETTLED + " " + standing.wire()))
                .allSatisfy(text -> assertThat(Arrays.stream(StartsOnGiven.values()).map(StartsOnGiven::wire))
                        .contains(text));
    }
}
