package svc.command.api;

import java.util.regex.Pattern;

/**
 * E-mail addresses a rule's notices may be sent to, by shape only: one {@code @} with something before it and a
 * domain of at least two labels after it, no spaces, at most 254 characters. Whether the mailbox exists is the mail
 * relay's business.
 */
public final class EmailAddresses {
    static final int LONGEST = 254;
    private static final Pattern SHAPE =
            Pattern.compile("[^@\\s\"<>(),;:\\\\\\[\\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?"
                    + "(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+");

    private EmailAddresses() {
    }

    /** Refuses an address not of the shape of an e-mail address. */
    public static void check(String address) {
        if (address == null || address.length() > LONGEST || !SHAPE.matcher(address).matches()) {
            throw new RuleBroken("email_address",
                    "an e-mail address is a name, @ and a domain, such as team@example.com, at most " + LONGEST
                            + " characters");
        }
    }
}
