package svc.gateway.inputs;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

/** read/why: the unit whose chain of reasons is asked for (the specification's WhyInput). */
public record WhyInput(@NotNull @Valid UnitRef unit) {
}
