package svc.gateway.routes;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import svc.command.api.ChannelKinds;
import svc.command.api.EmailAddresses;
import svc.gateway.refusal.Refusal;

/**
 * Reads a rule's channel, exactly one of {@code {"address": <http or https URL>}}, {@code {"email": <e-mail
 * address>}} or {@code {"log": true}}, refusing by pointer under {@code /channel}. Whether a URL can be called is the
 * aggregate's rule, checked there.
 */
final class ChannelReader {
    private static final List<String> MEMBERS = List.of("address", "email", "log");
    private static final String SHAPES = "{\"address\": <http or https URL>}, {\"email\": <e-mail address>} or "
            + "{\"log\": true}";

    /** A channel as asked for: its kind, and its address (none for the log). */
    record Channel(String kind, String address) {
    }

    private ChannelReader() {
    }

    static Channel read(JsonNode channel) {
        if (!channel.isObject() || channel.isEmpty()) {
            throw Refusal.invalidInput("/channel", "A channel is one of " + SHAPES + ".");
        }
        List<String> names = new ArrayList<>();
        channel.fieldNames().forEachRemaining(names::add);
        for (String name : names) {
            if (!MEMBERS.contains(name)) {
                throw Refusal.invalidInput("/channel/" + name, "'" + name + "' is not a member of a channel; a "
                        + "channel is one of " + SHAPES + ".");
            }
        }
        if (names.size() > 1) {
            throw Refusal.invalidInput("/channel/" + names.get(1), "A channel has exactly one member: it is one of "
                    + SHAPES + ".");
        }
        String member = names.get(0);
        JsonNode value = channel.get(member);
        return switch (member) {
            case "address" -> new Channel(ChannelKinds.WEBHOOK, text(value, "/channel/address"));
            case "email" -> {
                String email = text(value, "/channel/email");
                EmailAddresses.check(email, "/channel/email");
                yield new Channel(ChannelKinds.EMAIL, email);
            }
            default -> {
                if (!value.isBoolean() || !value.booleanValue()) {
                    throw Refusal.invalidInput("/channel/log", "'log' is true: the rule's notices are written to "
                            + "the service log.");
                }
                yield new Channel(ChannelKinds.LOG, null);
            }
        };
    }

    private static String text(JsonNode value, String field) {
        if (!value.isTextual()) {
            throw Refusal.invalidInput(field, "'" + field.substring(field.lastIndexOf('/') + 1) + "' is text.");
        }
        return value.asText();
    }
}
