package svc.gateway.app;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;
import svc.gateway.auth.SignedInByPlatform;
import svc.gateway.dispatch.BoundedBody;
import svc.gateway.envelope.Caller;
import svc.gateway.envelope.Scope;
import svc.gateway.refusal.Refusal;
import svc.gateway.refusal.RefusalWriter;
import svc.gateway.register.Effect;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.gateway.register.ServedBy;
import svc.gateway.wire.WireJson;
import svc.gateway.dispatch.SvcSettings;

/**
 * The local app's front, before security: decides who answers each call of {@code /v1}. A route served by either,
 * under the size bound, is answered here from the replica (signed in by the platform, the replica caught up under
 * the caller's credential); everything else (platform-only routes, calls over the bound, calls the platform would
 * not let this caller read the replica for, unknown routes) goes to the platform with the caller's credential and
 * every Svc-* header, and the platform's answer comes back as it is. Every change (act/settle, signing out, keeping
 * a view) goes to the platform through {@link ChangeRelay}: the record, and the session, are the platform's.
 */
@Component
@ConditionalOnProperty("svc.app.platform")
@Order(Ordered.HIGHEST_PRECEDENCE + 10)
class AppFront extends OncePerRequestFilter {
    private static final byte[] EMPTY = {'{', '}'};
    private static final Set<String> PASSED_BACK = Set.of("content-type", "www-authenticate", "retry-after",
            "allow");

    private final PlatformClient platform;
    private final PlatformSignIn signIn;
    private final Replicas replica;
    private final ChangeRelay changes;
    private final RefusalWriter refusals;
    private final WireJson wire;
    private final int sizeBound;
    private final long maxBody;

    AppFront(PlatformClient platform, PlatformSignIn signIn, Replicas replica, ChangeRelay changes,
            RefusalWriter refusals, WireJson wire, SvcSettings settings) {
        this.platform = platform;
        this.signIn = signIn;
        this.replica = replica;
        this.changes = changes;
        this.refusals = refusals;
        this.wire = wire;
        this.sizeBound = settings.sizeBound();
        this.maxBody = settings.maxBodyBytes();
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        String path = request.getRequestURI();
        return !path.startsWith("/v1/") || path.equals("/v1/openapi.json") || !"POST".equals(request.getMethod());
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String path = request.getRequestURI();
        try {
            byte[] body = body(request);
            Optional<Route> route = Register.atPath(path);
            Map<String, String> headers = passedOn(request);
            if (route.isPresent() && changes(route.get(), body)) {
                PlatformAnswer answer = changes.send(path, headers, body);
                if (route.get().key().equals("session/sign_out") && answer.ok()) {
                    signIn.forget(request.getHeader("Authorization"));
                }
                passBack(answer, response);
                return;
            }
            if (route.isPresent() && answeredHere(route.get(), request, body)) {
                chain.doFilter(new HeldBody(request, body), response);
                return;
            }
            passBack(platform.post(path, headers, body), response);
        } catch (PlatformUnreachable e) {
            refusals.write(Refusal.platformUnreachable("The app could not pass this call on: " + e.getMessage()
                    + ". Nothing was done."), request, response);
        } catch (Refusal refusal) {
            refusals.write(refusal, request, response);
        }
    }

    /**
     * Whether the app answers the call itself: a route served by either, under the bound, from a caller the platform
     * signs in and lets read the replica of the call's tenant (caught up first). On the way, the caller is put where
     * security finds it.
     */
    private boolean answeredHere(Route route, HttpServletRequest request, byte[] body) throws PlatformUnreachable {
        if (route.servedBy() != ServedBy.EITHER || SizeBound.size(body) > sizeBound) {
            return false;
        }
        String authorization = request.getHeader("Authorization");
        String scopeHeader = request.getHeader("Svc-Scope");
        if (authorization == null || scopeHeader == null) {
            return false;
        }
        Scope scope;
        try {
            scope = Scope.parse(scopeHeader);
        } catch (Refusal malformed) {
            return false;
        }
        Optional<Caller> caller = signIn.caller(authorization, scopeHeader);
        if (caller.isEmpty() || !replica.catchUp(scope.tenant(), authorization)) {
            return false;
        }
        request.setAttribute(SignedInByPlatform.ATTRIBUTE, caller.get());
        return true;
    }

    /**
     * Whether the call changes the record (act/settle, signing out, keeping a view): a change is the platform's to
     * make, never the replica's. A body that cannot be read as the route's input goes to the platform, which refuses
     * it as it must.
     */
    private boolean changes(Route route, byte[] body) {
        if (route.effect() != Effect.CHANGES_BY_INPUT) {
            return route.effect() == Effect.CHANGES;
        }
        try {
            return route.changes(wire.strict().readValue(body.length == 0 ? EMPTY : body, route.input()));
        } catch (IOException unreadable) {
            return true;
        }
    }

    private byte[] body(HttpServletRequest request) throws IOException {
        return BoundedBody.read(request, maxBody);
    }

    /** The caller's credential, its body's type and every Svc-* header, as the caller sent them. */
    private static Map<String, String> passedOn(HttpServletRequest request) {
        Map<String, String> headers = new LinkedHashMap<>();
        for (String name : Collections.list(request.getHeaderNames())) {
            String lower = name.toLowerCase();
            if (lower.equals("authorization") || lower.equals("content-type") || lower.startsWith("svc-")) {
                headers.put(name, request.getHeader(name));
            }
        }
        return headers;
    }

    /** The platform's answer as it came: status, body, type, its Svc-* headers (contract, run), what a client reads. */
    private static void passBack(PlatformAnswer answer, HttpServletResponse response) throws IOException {
        response.setStatus(answer.status());
        answer.headers().map().forEach((name, values) -> {
            String lower = name.toLowerCase();
            if (lower.startsWith("svc-") || PASSED_BACK.contains(lower)) {
                response.setHeader(name, String.join(", ", values));
            }
        });
        response.setContentLength(answer.body().length);
        response.getOutputStream().write(answer.body());
    }
}
