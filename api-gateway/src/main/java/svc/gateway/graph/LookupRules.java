package svc.gateway.graph;

import svc.gateway.inputs.LookupInput;
import svc.gateway.refusal.Refusal;

/** What a lookup must hold before it searches: something to look up, and each member with its partner. */
final class LookupRules {
    private LookupRules() {
    }

    static void check(LookupInput input) {
        notBlank(input.namespace(), "/namespace");
        notBlank(input.value(), "/value");
        notBlank(input.name(), "/name");
        notBlank(input.place(), "/place");
        notBlank(input.kind(), "/kind");
        if (input.namespace() != null && input.value() == null) {
            throw Refusal.invalidInput("/value", "A key is a namespace with a value: give 'value' with 'namespace'.");
        }
        if (input.value() != null && input.namespace() == null) {
            throw Refusal.invalidInput("/namespace",
                    "A key is a namespace with a value: give 'namespace' with 'value'.");
        }
        if (input.breadth() != null && input.name() == null) {
            throw Refusal.invalidInput("/name", "A breadth widens a search by name: give 'name' with 'breadth'.");
        }
        if (input.namespace() == null && input.name() == null) {
            throw Refusal.invalidInput("/name", "A lookup needs something to look up: a 'name', or a key "
                    + "('namespace' with 'value'); 'place' and 'kind' only narrow what those find.");
        }
    }

    private static void notBlank(String value, String field) {
        if (value != null && value.isBlank()) {
            throw Refusal.invalidInput(field, "'" + field + "' must not be blank when given.");
        }
    }
}
