package svc.gateway.app;

/**
 * The local app's replica of the platform's log, which the workers keep: the app answers a read from it once it has
 * been brought up to the platform's log for the call's tenant.
 */
public interface Replicas {
    /**
     * Takes every event of {@code tenant} the platform holds past the replica's cursor, through read/feed under the
     * caller's own credential. False when the platform refuses the feed to this credential: the call is then the
     * platform's to answer.
     */
    boolean catchUp(String tenant, String authorization) throws PlatformUnreachable;
}
