package svc.gateway.routes;

import java.util.ArrayList;
import java.util.List;
import svc.command.api.ChannelKinds;
import svc.command.api.EmailAddresses;
import svc.gateway.inputs.NotificationChannel;
import svc.gateway.refusal.Refusal;

/**
 * Reads a rule's channel, exactly one of {@code {"address": <http or https URL>}}, {@code {"email": <e-mail
 * address>}} or {@code {"log": true}}, refusing by pointer under {@code /channel}. Whether a URL can be called is the
 * aggregate's rule, checked there.
 */
final class ChannelReader {
    private static final String SHAPES = "{\"address\": <http or https URL>}, {\"email\": <e-mail address>} or "
            + "{\"log\": true}";

    /** A channel as asked for: its kind, and its address (none for the log). */
    record Channel(String kind, String address) {
    }

    private ChannelReader() {
    }

    static Channel read(NotificationChannel channel) {
        List<String> given = new ArrayList<>();
        if (channel.address() != null) {
            given.add("address");
        }
        if (channel.email() != null) {
            given.add("email");
        }
        if (channel.log() != null) {
            given.add("log");
        }
        if (given.isEmpty()) {
            throw Refusal.invalidInput("/channel", "A channel is one of " + SHAPES + ".");
        }
        if (given.size() > 1) {
            throw Refusal.invalidInput("/channel/" + given.get(1), "A channel has exactly one member: it is one of "
                    + SHAPES + ".");
        }
        return switch (given.get(0)) {
            case "address" -> new Channel(ChannelKinds.WEBHOOK, channel.address());
            case "email" -> {
                EmailAddresses.check(channel.email());
                yield new Channel(ChannelKinds.EMAIL, channel.email());
            }
            default -> {
                if (!channel.log()) {
                    throw Refusal.invalidInput("/channel/log", "'log' is true: the rule's notices are written to "
                            + "the service log.");
                }
                yield new Channel(ChannelKinds.LOG, null);
            }
        };
    }
}
