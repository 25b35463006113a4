package svc.command.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNoException;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.api.Test;

class KnownNoticesTest {
    @Test
    void noticesThePlatformGivesAreKnown() {
        assertThatNoException().isThrownBy(() -> KnownNotices.check(List.copyOf(Notices.names())));
    }

    @Test
    void theFirstNoticeNotGivenIsRefusedByItsPlaceWithExamplesAndWhereAllAreListed() {
        RuleBroken broken = catchThrowableOfType(RuleBroken.class,
                () -> KnownNotices.check(List.of("publishing withdrawn", "run parked", "weather")));
        assertThat(broken.rule()).isEqualTo("known_notice");
        assertThat(broken.item()).hasValue(1);
        assertThat(broken.getMessage()).contains("run set aside").contains("docs/notices.md");
    }
}
