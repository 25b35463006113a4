package svc.command.api;

/** Places are scope paths ({@code tenant/acme/brand/b1}); one lies within another on whole path segments. */
public final class Places {
    private Places() {
    }

    public static boolean within(String place, String scope) {
        return place.equals(scope) || place.startsWith(scope + "/");
    }
}
