package svc.command.api;

/**
 * Seals secrets that must be kept in the log but never shown, bound to the unit they belong to, so a sealed secret
 * copied to another unit does not open.
 */
public interface SecretSeal {
    String seal(String secret, String unitId);

    /** The secret sealed for {@code unitId}; fails when the text was not sealed for that unit with a key held here. */
    String open(String sealed, String unitId);

    /** What may be shown of a secret: its last four characters, and only for a secret long enough to spare them. */
    static String hint(String secret) {
        return secret.length() >= 16 ? "****" + secret.substring(secret.length() - 4) : "****";
    }
}
