package svc.gateway.facts;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import java.time.Instant;
import svc.gateway.inputs.WireInstant;

/**
 * The members every fact has beside its own (design.md, Facts): its kind, its unit's id, the place it lives at (the
 * call's scope when not given) and when it holds (from the call's true-on date when not given).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record FactPlace(
        @NotBlank String kind,
        @NotNull String id,
        String place,
        @JsonDeserialize(using = WireInstant.class) Instant trueFrom,
        @JsonDeserialize(using = WireInstant.class) Instant trueTo) {
}
