package svc.gateway.routes;

import org.springframework.stereotype.Component;

/** Saved views as kept: the name, the kind of unit, the predicate and the columns (ask/saved_view reads the rows). */
@Component
class SavedViewView extends PlainFactView {
    @Override
    public String kind() {
        return "saved_view";
    }

    @Override
    public String bodyType() {
        return "SavedView";
    }
}
