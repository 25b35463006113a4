package svc.gateway.metrics;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Optional;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;
import svc.gateway.dispatch.Failures;
import svc.gateway.refusal.RefusalWriter;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/**
 * Times each call of {@code /v1} over HTTP from its arrival, before security, so that a call refused before the
 * dispatcher (401 by security, 429 by the rate limits) counts under its route like any other. The outcome is the code
 * of the refusal it was answered with, or {@value RouteLatency#ANSWERED}.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
class HttpCallTiming extends OncePerRequestFilter {
    private final RouteLatency latency;

    HttpCallTiming(RouteLatency latency) {
        this.latency = latency;
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        String path = request.getRequestURI();
        return !path.startsWith("/v1/") || path.equals("/v1/openapi.json");
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        long start = System.nanoTime();
        try {
            chain.doFilter(request, response);
        } catch (ServletException | IOException | RuntimeException failure) {
            latency.record(route(request), Failures.code(failure), start);
            throw failure;
        }
        latency.record(route(request), outcome(request, response), start);
    }

    private static Optional<Route> route(HttpServletRequest request) {
        return Register.atPath(request.getRequestURI());
    }

    private static String outcome(HttpServletRequest request, HttpServletResponse response) {
        Object refused = request.getAttribute(RefusalWriter.REFUSED_WITH);
        if (refused != null) {
            return refused.toString();
        }
        return response.getStatus() < 400 ? RouteLatency.ANSWERED : String.valueOf(response.getStatus());
    }
}
