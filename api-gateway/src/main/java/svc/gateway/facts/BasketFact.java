package svc.gateway.facts;

import jakarta.validation.constraints.NotBlank;

/** A basket of a service, at a brand or strategy place. */
@LivesAt(Lives.BRAND_OR_STRATEGY)
public record BasketFact(@NotBlank String name, @NotBlank String service) implements PlainFact {
}
