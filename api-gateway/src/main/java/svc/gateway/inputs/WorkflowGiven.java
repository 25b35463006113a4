package svc.gateway.inputs;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.PositiveOrZero;
import java.util.List;

/**
 * A Workflow as act/workflow takes it: the specification's members ({@code name}, {@code starts_on}, {@code steps},
 * {@code strategy}, {@code state}), its {@code id} when the caller names one, and the {@code version} a read
 * answered. {@code state} and {@code version} are given back, not written: a value that differs from the one held
 * is refused.
 */
public record WorkflowGiven(
        @Pattern(regexp = UnitIdText.PATTERN, message = UnitIdText.SHAPE) String id,
        @NotBlank String name,
        @NotNull StartsOnGiven startsOn,
        @NotNull List<@NotNull @Valid WorkflowStepGiven> steps,
        String strategy,
        @Valid WorkflowState state,
        @PositiveOrZero Long version) {
}
