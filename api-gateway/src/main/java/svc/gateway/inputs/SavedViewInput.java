package svc.gateway.inputs;

import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.validation.constraints.Positive;

/** ask/saved_view: a view to keep, or the id of a view to read rows of, a page (from 1) at a time. */
public record SavedViewInput(ObjectNode view, String read, @Positive Integer page) {
}
