package svc.gateway.inputs;

import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.validation.constraints.Positive;
import svc.gateway.register.ChangingInput;

/**
 * ask/saved_view: a view to keep, or the id of a view to read rows of, a page (from 1) at a time; neither lists the
 * views kept in sight of the call's scope. Only keeping changes the record.
 */
public record SavedViewInput(ObjectNode view, String read, @Positive Integer page) implements ChangingInput {
    @Override
    public boolean changes() {
        return view != null && !view.isNull();
    }
}
