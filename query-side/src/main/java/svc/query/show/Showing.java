package svc.query.show;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.BitemporalReader;
import svc.query.api.FindVisibleUnits;
import svc.query.api.Reading;
import svc.query.api.ShowUnit;
import svc.query.api.ShowVisibleUnits;
import svc.query.api.ShownUnits;
import svc.query.visible.VisibleQueries;

/**
 * Shows units as read/unit does: reads the unit's state on the two dates asked, keeps it to the caller's view, and
 * makes its kind's body and basis. Every kind that has a body type has a view here, and nothing else does: a kind
 * added to {@link UnitKind} with a body type and no view, or the other way round, stops the start.
 */
@Component
class Showing {
    private final Map<String, UnitView<?>> views;
    private final BitemporalReader reader;
    private final VisibleQueries visible;

    Showing(List<UnitView<?>> views, BitemporalReader reader, VisibleQueries visible) {
        this.views = views.stream().collect(Collectors.toMap(UnitView::kind, Function.identity()));
        Set<String> shown = UnitKind.shown();
        if (!this.views.keySet().equals(shown)) {
            throw new IllegalStateException("the kinds with a body type " + new TreeSet<>(shown)
                    + " and the kinds with a view " + new TreeSet<>(this.views.keySet()) + " differ");
        }
        this.reader = reader;
        this.visible = visible;
    }

    Reading show(ShowUnit asked) {
        UnitView<?> view = views.get(asked.kind());
        if (view == null) {
            return Reading.notFound();
        }
        return reader.stateAt(asked.unitId(), asked.trueOn(), asked.knownOn())
                .filter(state -> Places.inView(Objects.requireNonNullElse(state.place(), ""), asked.callScope()))
                .map(state -> view.reading(state, asked))
                .orElseGet(Reading::notFound);
    }

    ShownUnits visible(ShowVisibleUnits asked) {
        UnitView<?> view = views.get(asked.kind());
        if (view == null) {
            return new ShownUnits(List.of());
        }
        return new ShownUnits(visible.handle(FindVisibleUnits.at(asked.tenant(), asked.kind(), asked.callScope(),
                        asked.trueOn(), asked.knownOn())).units().stream()
                .map(unit -> new ShownUnits.Shown(unit.id(), view.reading(unit.state(), new ShowUnit(asked.tenant(),
                        asked.kind(), unit.id(), asked.callScope(), asked.trueOn(), asked.knownOn()))))
                .toList());
    }
}
