package svc.command.api;

/**
 * The kinds of channel a notification rule is told through: a webhook address, an e-mail address (its notices wait in
 * the e-mail outbox for the mail relay), or the service log (no address).
 */
public final class ChannelKinds {
    public static final String WEBHOOK = "webhook";
    public static final String EMAIL = "email";
    public static final String LOG = "log";

    private ChannelKinds() {
    }

    /** The kind an event names; events written before channels had kinds name none, and meant a webhook. */
    public static String of(String kind) {
        return kind == null ? WEBHOOK : kind;
    }
}
