package svc.gateway.facts;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.validation.constraints.NotBlank;
import svc.gateway.refusal.Refusal;

/** A parameter: a named value (a number or text) in a dimension, anywhere; the nearest place's overrides. */
@LivesAt(Lives.ANYWHERE)
public record ParameterFact(@NotBlank String name, JsonNode value, String dimension) implements PlainFact {
    @Override
    public void check(String at) {
        if (value == null || !(value.isNumber() || value.isTextual())) {
            throw Refusal.invalidInput(at + "/value", "'value' is required and must be a number or text.");
        }
    }
}
