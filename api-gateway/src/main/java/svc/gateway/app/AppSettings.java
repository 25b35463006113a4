package svc.gateway.app;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The local app ({@code svc.app.*}): a server with {@code platform} set is the local app in front of that platform
 * (its parts are conditional on the setting), and every card it answers is served by {@code app}.
 *
 * @param platform the platform's address; empty in the platform itself
 * @param platformTimeout how long a call relayed to the platform may take
 * @param signInMemory how long the platform's answer about a credential is remembered
 * @param changeTries how many times a change is sent to the platform before the app gives up
 */
@ConfigurationProperties("svc.app")
public record AppSettings(@DefaultValue("") String platform, @DefaultValue("60s") Duration platformTimeout,
        @DefaultValue("60s") Duration signInMemory, @DefaultValue("3") int changeTries) {

    public AppSettings {
        if (changeTries < 1) {
            throw new IllegalArgumentException("svc.app.change-tries is at least 1; got " + changeTries);
        }
    }

    /** Whether this server is the local app. */
    public boolean isApp() {
        return !platform.isBlank();
    }
}
