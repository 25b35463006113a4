package svc.gateway.inputs;

import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.validation.constraints.PositiveOrZero;

/** ask/saved_view: a view to keep, or a view to read rows of, a page at a time. */
public record SavedViewInput(ObjectNode view, String read, @PositiveOrZero Integer page) {
}
