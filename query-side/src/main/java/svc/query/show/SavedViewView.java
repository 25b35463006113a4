package svc.query.show;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;

/** Saved views as kept: the name, the kind of unit, the predicate and the columns (ask/saved_view reads the rows). */
@Component
class SavedViewView extends PlainFactView {
    @Override
    public String kind() {
        return UnitKind.SAVED_VIEW.wire();
    }
}
