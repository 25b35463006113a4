package svc.query.show;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import svc.command.api.UnitKind;
import svc.projections.hypothesis.HypothesisState;

/** read/unit shows exactly the kinds that have a body type, each through one view. */
class ShowingTest {
    private static List<UnitView<?>> oneViewPerKindShown() {
        List<UnitView<?>> views = new ArrayList<>();
        UnitKind.shown().forEach(kind -> views.add(view(kind)));
        return views;
    }

    private static UnitView<?> view(String kind) {
        return new UnitView<>(HypothesisState.class) {
            @Override
            String kind() {
                return kind;
            }
        };
    }

    @Test
    void oneViewForEachKindWithABodyTypeStarts() {
        assertThatCode(() -> new Showing(oneViewPerKindShown(), null, null)).doesNotThrowAnyException();
    }

    @Test
    void aKindWithABodyTypeAndNoViewStopsTheStart() {
        List<UnitView<?>> views = oneViewPerKindShown();
        views.removeIf(view -> view.kind().equals(UnitKind.HYPOTHESIS.wire()));
        assertThatThrownBy(() -> new Showing(views, null, null))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("differ");
    }

    @Test
    void aViewOfAKindWithoutABodyTypeStopsTheStart() {
        List<UnitView<?>> views = oneViewPerKindShown();
        views.add(view(UnitKind.GRANT.wire()));
        assertThatThrownBy(() -> new Showing(views, null, null))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("grant");
    }
}
