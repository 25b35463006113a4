package svc.gateway.facts;

import com.fasterxml.jackson.databind.JsonNode;
import svc.gateway.refusal.Refusal;

/** Reading a fact's own members, refusing with a pointer to the member. */
public final class FactMembers {
    private FactMembers() {
    }

    public static String requiredText(Fact fact, String name) {
        String value = optionalText(fact, name);
        if (value == null || value.isBlank()) {
            throw Refusal.invalidInput(fact.at() + "/" + name, "'" + name + "' is required and must not be blank.");
        }
        return value;
    }

    public static String optionalText(Fact fact, String name) {
        JsonNode value = fact.fields().get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw Refusal.invalidInput(fact.at() + "/" + name, "'" + name + "' must be text.");
        }
        return value.asText();
    }
}
