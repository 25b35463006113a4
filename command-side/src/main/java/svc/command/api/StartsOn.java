package svc.command.api;

import java.util.Optional;

/**
 * What starts a workflow: {@code hypothesis recorded}, {@code hypothesis settled}, or {@code hypothesis settled
 * <standing>} (settled with that standing only).
 */
public record StartsOn(String event, Standing standing) {
    public static final String RECORDED = "hypothesis recorded";
    public static final String SETTLED = "hypothesis settled";

    public static Optional<StartsOn> parse(String text) {
        if (RECORDED.equals(text)) {
            return Optional.of(new StartsOn(RECORDED, null));
        }
        if (SETTLED.equals(text)) {
            return Optional.of(new StartsOn(SETTLED, null));
        }
        if (text != null && text.startsWith(SETTLED + " ")) {
            String standing = text.substring(SETTLED.length() + 1);
            for (Standing value : Standing.values()) {
                if (value.wire().equals(standing)) {
                    return Optional.of(new StartsOn(SETTLED, value));
                }
            }
        }
        return Optional.empty();
    }

    public static String allowed() {
        return "'" + RECORDED + "', '" + SETTLED + "', '" + SETTLED + " <standing>' (standing one of "
                + Standing.allowed() + ")";
    }

    /** Whether a hypothesis event starts it: recorded, or settled (with the standing asked, when one is). */
    public boolean startedBy(Object event) {
        if (event instanceof HypothesisRecorded) {
            return RECORDED.equals(this.event);
        }
        if (event instanceof HypothesisSettled settled) {
            return SETTLED.equals(this.event) && (standing == null || standing == settled.standing());
        }
        return false;
    }
}
