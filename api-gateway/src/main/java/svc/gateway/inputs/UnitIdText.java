package svc.gateway.inputs;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.UUID;

/**
 * The ids of units the platform names: what an id given in an input may be (usable as a scope segment), and the
 * ids the platform makes when a caller gives none, each a prefix naming its kind and 16 hex digits.
 */
public final class UnitIdText {
    /** Letters, digits, '.', '_' or '-': an id given in an input, usable as a segment of Svc-Scope. */
    public static final String PATTERN = "[A-Za-z0-9._-]{1,100}";
    public static final String SHAPE = "must be 1 to 100 letters, digits, '.', '_' or '-'";

    private UnitIdText() {
    }

    /** A new id, unlike any other: for a unit made without one (a strategy, a task, a rule, a telling). */
    public static String mint(String prefix) {
        return prefix + "_" + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
    }

    /** The same id for the same text: for a unit named by what it is rather than by an id (a workflow by name). */
    public static String derive(String prefix, String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return prefix + "_" + HexFormat.of().formatHex(digest).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
