package svc.workers.notice;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Notice and message ids made from what they are: the same event for the same target always makes the same notice,
 * so an event handled twice (a redelivered batch) writes no second notice, and distinct notices never share an id.
 */
public final class NoticeIds {
    private NoticeIds() {
    }

    static String notice(String eventId, String targetId) {
        return "ntc_" + hash(eventId + "|" + targetId);
    }

    /** The id of the message that carries one notice alone: a Telling's, or a rule's without a digest. */
    static String messageOf(String noticeId) {
        return "msg_" + noticeId.substring("ntc_".length());
    }

    /** The id of the message of a rule's digest: the rule, its slot and the first notice it gathers. */
    public static String digest(String targetId, String slot, String firstNoticeId) {
        return "msg_" + hash(targetId + "|" + slot + "|" + firstNoticeId);
    }

    private static String hash(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
