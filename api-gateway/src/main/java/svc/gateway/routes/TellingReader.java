package svc.gateway.routes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import svc.gateway.inputs.UnitKind;
import svc.gateway.refusal.Refusal;

/**
 * Reads the Telling of act/webhook member by member (its element shapes are ours to choose), refusing with a pointer
 * under {@code /telling}. Members are checked in pointer order, so the first broken one is the one named.
 */
final class TellingReader {
    static final int DEFAULT_TRIES = 5;
    static final int SHORTEST_SECRET = 16;
    static final int LONGEST_SECRET = 200;
    private static final Set<String> MEMBERS = Set.of("tenant", "address", "kinds", "secret", "tries_bound",
            "failed_calls");
    private static final Set<String> KINDS = Arrays.stream(UnitKind.values()).map(UnitKind::wire)
            .collect(Collectors.toSet());

    /** A Telling as asked for; {@code secret} in the clear, to be sealed before it goes anywhere. */
    record Asked(String address, List<String> kinds, String secret, int triesBound) {
    }

    private TellingReader() {
    }

    static Asked read(ObjectNode telling, String tenant) {
        Iterator<String> names = telling.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!MEMBERS.contains(name)) {
                throw Refusal.invalidInput("/telling/" + name, "'" + name + "' is not a member of a Telling; its "
                        + "members are " + MEMBERS.stream().sorted().toList() + ".");
            }
        }
        String address = text(telling, "address", true);
        JsonNode failed = telling.get("failed_calls");
        if (failed != null && !failed.isNull() && !(failed.isArray() && failed.isEmpty())) {
            throw Refusal.invalidInput("/telling/failed_calls",
                    "failed_calls is kept by the platform as deliveries fail; a registration gives none.");
        }
        List<String> kinds = kinds(telling.get("kinds"));
        String secret = text(telling, "secret", true);
        if (secret.length() < SHORTEST_SECRET || secret.length() > LONGEST_SECRET) {
            throw Refusal.invalidInput("/telling/secret", "A secret to sign with is " + SHORTEST_SECRET + " to "
                    + LONGEST_SECRET + " characters.");
        }
        String givenTenant = text(telling, "tenant", false);
        if (givenTenant != null && !givenTenant.equals(tenant)) {
            throw Refusal.invalidInput("/telling/tenant", "A Telling is registered for the call's own tenant, "
                    + tenant + "; leave tenant out or give that one.");
        }
        JsonNode tries = telling.get("tries_bound");
        if (tries != null && !tries.isNull() && !tries.canConvertToExactIntegral()) {
            throw Refusal.invalidInput("/telling/tries_bound", "tries_bound is a whole number of tries.");
        }
        int triesBound = tries == null || tries.isNull() ? DEFAULT_TRIES
                : tries.canConvertToInt() ? tries.intValue() : Integer.MAX_VALUE;
        return new Asked(address, kinds, secret, triesBound);
    }

    private static List<String> kinds(JsonNode kinds) {
        if (kinds == null || kinds.isNull()) {
            throw Refusal.invalidInput("/telling/kinds", "'kinds' is required: the kinds of unit to be told about.");
        }
        if (!kinds.isArray()) {
            throw Refusal.invalidInput("/telling/kinds", "'kinds' is a list of unit kinds.");
        }
        List<String> read = new ArrayList<>();
        for (int i = 0; i < kinds.size(); i++) {
            JsonNode kind = kinds.get(i);
            if (!kind.isTextual() || !KINDS.contains(kind.asText())) {
                throw Refusal.invalidInput("/telling/kinds/" + i, "Each kind is a unit kind, one of "
                        + KINDS.stream().sorted().toList() + ".");
            }
            if (!read.contains(kind.asText())) {
                read.add(kind.asText());
            }
        }
        return read;
    }

    private static String text(ObjectNode telling, String name, boolean required) {
        JsonNode value = telling.get(name);
        if (value == null || value.isNull()) {
            if (required) {
                throw Refusal.invalidInput("/telling/" + name, "'" + name + "' is required.");
            }
            return null;
        }
        if (!value.isTextual() || value.asText().isBlank()) {
            throw Refusal.invalidInput("/telling/" + name, "'" + name + "' is text and must not be blank.");
        }
        return value.asText();
    }
}
