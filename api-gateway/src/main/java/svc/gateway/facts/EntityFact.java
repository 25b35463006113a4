package svc.gateway.facts;

import jakarta.validation.constraints.NotBlank;
import java.util.List;
import java.util.Map;

/** An entity of the market graph (a company, a person, a place), at a tenant or brand place. */
@LivesAt(Lives.TENANT_OR_BRAND)
public record EntityFact(
        @NotBlank String entityKind,
        @NotBlank String name,
        List<@NotBlank String> aliases,
        Map<String, @NotBlank String> keys,
        String placeName,
        Double employees,
        List<@NotBlank String> tags) implements PlainFact {
}
