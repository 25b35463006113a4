package svc.gateway.auth;

/**
 * In the local app, the request attribute under which the app's front puts the Caller the platform signed the call's
 * credential in as; the app holds no keys or sessions of its own to check a credential with. A client cannot set a
 * request attribute, and on the platform nothing does.
 */
public final class SignedInByPlatform {
    public static final String ATTRIBUTE = "svc.app.signed-in-by-platform";

    private SignedInByPlatform() {
    }
}
