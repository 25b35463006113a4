package svc.gateway.facts;

import jakarta.validation.constraints.NotBlank;

/** A connection between two entities ({@code from} and {@code to}), at a tenant or brand place. */
@LivesAt(Lives.TENANT_OR_BRAND)
public record ConnectionFact(@NotBlank String connectionKind, String role, @NotBlank String from,
        @NotBlank String to) implements PlainFact {
}
