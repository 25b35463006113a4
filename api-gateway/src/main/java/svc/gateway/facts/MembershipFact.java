package svc.gateway.facts;

import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;

/** A subject's membership of a basket, with its likelihood (a share from 0 to 1), at a brand or strategy place. */
@LivesAt(Lives.BRAND_OR_STRATEGY)
public record MembershipFact(
        @NotBlank String basket,
        @NotBlank String subject,
        String service,
        @NotNull @DecimalMin("0") @DecimalMax("1") Double likelihood,
        Boolean control) implements PlainFact {
}
