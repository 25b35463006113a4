package svc.gateway.app;

/** The platform could not be reached, or the connection dropped before it answered. */
public class PlatformUnreachable extends Exception {
    PlatformUnreachable(String platform, Exception cause) {
        super("the platform at " + platform + " did not answer: " + cause.getMessage(), cause);
    }
}
