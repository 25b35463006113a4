package svc.gateway.auth;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.stereotype.Component;
import svc.gateway.dispatch.SvcSettings;

/** Who issues tokens and where a person signs in: the built-in issuer, or the OpenID Connect one when configured. */
@Component
public class Issuer {
    public static final String BUILT_IN = "svc-built-in";
    public static final String AUDIENCE = "svc";

    private final String externalUrl;
    private final String authUrl;

    Issuer(SvcSettings settings) {
        this.externalUrl = settings.issuerUrl().isBlank() ? null : settings.issuerUrl();
        this.authUrl = !settings.authUrl().isBlank() ? settings.authUrl() : this.externalUrl;
    }

    public boolean builtIn() {
        return externalUrl == null;
    }

    public String externalUrl() {
        return externalUrl;
    }

    /**
     * The sign-in provider's address, named by every 401: the configured one, the OpenID Connect issuer, or (for the
     * built-in issuer, which serves local and test setups) this server's sign-in page on the port the call came in
     * on. The Host header is not trusted for it.
     */
    public String authUrl(HttpServletRequest request) {
        return authUrl != null ? authUrl : "http://127.0.0.1:" + request.getLocalPort() + "/.well-known/svc-sign-in";
    }
}
