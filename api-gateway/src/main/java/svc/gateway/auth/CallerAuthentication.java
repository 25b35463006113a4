package svc.gateway.auth;

import java.util.List;
import org.springframework.security.authentication.AbstractAuthenticationToken;
import svc.gateway.envelope.Caller;

/** A signed-in call, token or key alike: its principal is the Caller; the credential itself is never kept on it. */
final class CallerAuthentication extends AbstractAuthenticationToken {
    private final Caller caller;

    CallerAuthentication(Caller caller) {
        super(List.of());
        this.caller = caller;
        setAuthenticated(true);
    }

    @Override
    public Object getPrincipal() {
        return caller;
    }

    @Override
    public Object getCredentials() {
        return null;
    }

    @Override
    public String getName() {
        return caller.subject();
    }
}
