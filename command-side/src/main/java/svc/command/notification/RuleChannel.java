package svc.command.notification;

import svc.command.api.Addresses;
import svc.command.api.ChannelKinds;
import svc.command.api.EmailAddresses;
import svc.command.api.RuleBroken;

/** A rule's channel, checked again behind the gateway: an address the kind of channel can be told at. */
final class RuleChannel {
    private RuleChannel() {
    }

    static void check(String kind, String address) {
        switch (ChannelKinds.of(kind)) {
            case ChannelKinds.WEBHOOK -> Addresses.check(address);
            case ChannelKinds.EMAIL -> EmailAddresses.check(address);
            case ChannelKinds.LOG -> {
                if (address != null) {
                    throw new RuleBroken("log_told_alone", "the log is told without an address");
                }
            }
            default -> throw new RuleBroken("one_channel",
                    "a channel is a webhook address, an e-mail address or the log");
        }
    }
}
