package svc.gateway.limits;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.servlet.HandlerInterceptor;
import svc.gateway.envelope.Scope;
import svc.gateway.refusal.Refusal;

/**
 * The hook: after authentication (the filters have run, so the subject is known) and before the dispatcher reads
 * anything, every call to {@code /v1/**} takes from its buckets and carries {@code RateLimit-Policy} and
 * {@code RateLimit}; a refused call is the refusal {@code too_many} (429 with {@code Retry-After}), written by the
 * dispatcher's refusal advice like every other.
 */
class LimitInterceptor implements HandlerInterceptor {
    private final Limits limits;

    LimitInterceptor(Limits limits) {
        this.limits = limits;
    }

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
        Authentication caller = SecurityContextHolder.getContext().getAuthentication();
        if (caller == null || !caller.isAuthenticated() || caller instanceof AnonymousAuthenticationToken) {
            // Nothing to count against: security answers such calls 401 before they reach here.
            return true;
        }
        Verdict verdict = limits.take(caller.getName(), tenant(request));
        response.setHeader("RateLimit-Policy", verdict.policyHeader());
        response.setHeader("RateLimit", verdict.stateHeader());
        verdict.refusing().ifPresent(refusing -> {
            throw Refusal.tooMany(refusing.retryAfterSeconds());
        });
        return true;
    }

    /** The Svc-Scope's tenant, or null when the header is missing or malformed: the dispatcher refuses it then. */
    private static String tenant(HttpServletRequest request) {
        String header = request.getHeader("Svc-Scope");
        if (header == null || header.isBlank()) {
            return null;
        }
        try {
            return Scope.parse(header).tenant();
        } catch (Refusal malformed) {
            // The dispatcher parses the same header again and answers this refusal with 400.
            return null;
        }
    }
}
