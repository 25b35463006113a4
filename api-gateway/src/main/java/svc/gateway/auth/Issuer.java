package svc.gateway.auth;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/** Who issues tokens and where a person signs in: the built-in issuer, or the OpenID Connect one when configured. */
@Component
public class Issuer {
    public static final String BUILT_IN = "svc-built-in";
    public static final String AUDIENCE = "svc";

    private final String externalUrl;
    private final String authUrl;

    Issuer(@Value("${svc.issuer-url:}") String externalUrl, @Value("${svc.auth-url:}") String authUrl,
            @Value("${server.port:8080}") int port) {
        this.externalUrl = externalUrl.isBlank() ? null : externalUrl;
        this.authUrl = !authUrl.isBlank() ? authUrl
                : this.externalUrl != null ? this.externalUrl
                : "http://127.0.0.1:" + port + "/.well-known/svc-sign-in";
    }

    public boolean builtIn() {
        return externalUrl == null;
    }

    public String externalUrl() {
        return externalUrl;
    }

    /** The sign-in provider's address, named by every 401. */
    public String authUrl() {
        return authUrl;
    }
}
