package svc.gateway.inputs;

import jakarta.validation.Valid;
import java.math.BigDecimal;
import java.util.Map;

/** A strategy's Budget as given: the specification names its members, not their units. */
public record BudgetGiven(BigDecimal moneyOutside, BigDecimal modelCalls, String workbenchTime, String peopleHours,
        Map<String, BigDecimal> spent, @Valid Window window) {
}
