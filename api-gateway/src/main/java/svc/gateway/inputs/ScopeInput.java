package svc.gateway.inputs;

import com.fasterxml.jackson.annotation.JsonCreator;
import jakarta.validation.constraints.NotBlank;

/**
 * A scope given in an input: its path ({@code tenant/acme/brand/b1}), or the Scope session/my_scopes answers
 * ({@code {"place": ..., "rung": ...}}), so a client can pass back what it was given. The rung, when given, must be
 * the place's.
 */
public record ScopeInput(@NotBlank String place, String rung) {
    @JsonCreator(mode = JsonCreator.Mode.PROPERTIES)
    public ScopeInput {
    }

    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    static ScopeInput of(String place) {
        return new ScopeInput(place, null);
    }
}
