package svc.command.api;

/** Places are scope paths ({@code tenant/acme/brand/b1}); one lies within another on whole path segments. */
public final class Places {
    private Places() {
    }

    public static boolean within(String place, String scope) {
        return place.equals(scope) || place.startsWith(scope + "/");
    }

    /**
     * Whether a call at {@code scope} reads what lies at {@code place}: the record at its scope and below it, and the
     * shared record above it (a strategy reads its brand's and its tenant's facts), never a sibling's.
     */
    public static boolean inView(String place, String scope) {
        return within(place, scope) || within(scope, place);
    }
}
