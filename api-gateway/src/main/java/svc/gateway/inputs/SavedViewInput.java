package svc.gateway.inputs;

import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.validation.constraints.Positive;
import svc.gateway.facts.SavedViewFact;
import svc.gateway.register.ChangingInput;
import svc.gateway.register.ReadAs;
import svc.gateway.view.ViewId;

/**
 * ask/saved_view: a view to keep, or the id of a view to read rows of, a page (from 1) at a time; neither lists the
 * views kept in sight of the call's scope. Only keeping changes the record. The view is kept as given, its members
 * read as a saved_view fact's (a member given as null is one the view does not have).
 */
public record SavedViewInput(@ReadAs(value = SavedViewFact.class, beside = ViewId.class) ObjectNode view, String read,
        @Positive Integer page) implements ChangingInput {
    @Override
    public boolean changes() {
        return view != null && !view.isNull();
    }
}
