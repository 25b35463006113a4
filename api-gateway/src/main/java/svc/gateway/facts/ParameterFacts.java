package svc.gateway.facts;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Set;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.gateway.envelope.Scope;
import svc.gateway.refusal.Refusal;

/**
 * Parameter facts: a named value (a number or text) with its dimension, at a tenant, brand or strategy; the nearest
 * place's parameter of a name overrides those above it (read/parameter).
 */
@Component
class ParameterFacts extends PlainFactKind {
    @Override
    public String kind() {
        return UnitKind.PARAMETER.wire();
    }

    @Override
    public Set<String> members() {
        return Set.of("name", "value", "dimension");
    }

    @Override
    public boolean livesAt(Scope place) {
        return true;
    }

    @Override
    public String places() {
        return "a tenant, brand or strategy place";
    }

    @Override
    protected ObjectNode fields(Fact fact) {
        FactMembers.requiredText(fact, "name");
        FactMembers.optionalText(fact, "dimension");
        JsonNode value = fact.fields().get("value");
        if (value == null || !(value.isNumber() || value.isTextual())) {
            throw Refusal.invalidInput(fact.at() + "/value", "'value' is required and must be a number or text.");
        }
        return FactMembers.given(fact, "name", "value", "dimension");
    }
}
