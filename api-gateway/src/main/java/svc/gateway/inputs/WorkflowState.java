package svc.gateway.inputs;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import jakarta.validation.constraints.NotNull;
import java.time.Instant;

/** A workflow's state as a read answers it: ready once armed, since the date it was armed from. */
public record WorkflowState(@NotNull Boolean ready, @JsonDeserialize(using = WireInstant.class) Instant since) {
}
