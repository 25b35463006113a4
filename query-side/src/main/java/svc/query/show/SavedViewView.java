package svc.query.show;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.UnitStates;

/** Saved views as kept: the name, the kind of unit, the predicate and the columns (ask/saved_view reads the rows). */
@Component
class SavedViewView extends PlainFactView {
    SavedViewView(UnitStates states) {
        super(states);
    }

    @Override
    public String kind() {
        return UnitKind.SAVED_VIEW.wire();
    }
}
