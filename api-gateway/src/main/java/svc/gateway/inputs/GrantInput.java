package svc.gateway.inputs;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import java.util.List;

/**
 * act/grant: give a subject grants on a place within the call's scope (replacing the set held there), or, with
 * {@code withdraw}, take some of them away. Without a mode, giving keeps the mode held there ({@code run} at first).
 */
public record GrantInput(@NotBlank String subject, @NotBlank String place, @NotEmpty List<@NotBlank String> grants,
        ActMode mode, Boolean withdraw) {
    public boolean withdrawing() {
        return Boolean.TRUE.equals(withdraw);
    }
}
