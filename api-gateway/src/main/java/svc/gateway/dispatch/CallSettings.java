package svc.gateway.dispatch;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * What any call may bring, on the platform and in the local app alike ({@code svc.size-bound},
 * {@code svc.max-body-bytes}).
 *
 * @param sizeBound the most members a call's set may hold (read/basket's subjects); the local app serves a call
 *     whose set is within it and sends a larger one to the platform
 * @param maxBodyBytes the largest body a call may send; a larger one is refused 413
 */
@ConfigurationProperties("svc")
public record CallSettings(@DefaultValue("1000") int sizeBound, @DefaultValue("1048576") long maxBodyBytes) {

    public CallSettings {
        if (sizeBound < 1 || maxBodyBytes < 1) {
            throw new IllegalArgumentException("svc.size-bound and svc.max-body-bytes are at least 1; got "
                    + sizeBound + " and " + maxBodyBytes);
        }
    }
}
