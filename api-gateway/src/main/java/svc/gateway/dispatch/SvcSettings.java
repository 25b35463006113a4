package svc.gateway.dispatch;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The top-level settings ({@code svc.*}): what any call may bring, on the platform and in the local app alike, and
 * who issues the tokens calls carry.
 *
 * @param sizeBound the most members a call's set may hold (read/basket's subjects); the local app serves a call
 *     whose set is within it and sends a larger one to the platform
 * @param maxBodyBytes the largest body a call may send; a larger one is refused 413
 * @param issuerUrl the OpenID Connect issuer whose tokens are taken; empty for the built-in issuer (local and test
 *     setups)
 * @param authUrl where a person signs in, named by every 401; by default the issuer's
 */
@ConfigurationProperties("svc")
public record SvcSettings(@DefaultValue("1000") int sizeBound, @DefaultValue("1048576") long maxBodyBytes,
        @DefaultValue("") String issuerUrl, @DefaultValue("") String authUrl) {

    public SvcSettings {
        if (sizeBound < 1 || maxBodyBytes < 1) {
            throw new IllegalArgumentException("svc.size-bound and svc.max-body-bytes are at least 1; got "
                    + sizeBound + " and " + maxBodyBytes);
        }
    }
}
