package svc.gateway.envelope;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.slf4j.MDC;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;
import svc.gateway.register.Contract;

/**
 * Runs first: gives the call its run id (in the log's MDC as {@code run}) and puts {@code Svc-Run} and
 * {@code Svc-Contract} on the answer before anything else can write it, so refusals from security carry them too.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
class RunFilter extends OncePerRequestFilter {

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String run = RunIds.next();
        request.setAttribute(RunIds.ATTRIBUTE, run);
        response.setHeader("Svc-Run", run);
        response.setHeader("Svc-Contract", Contract.HASH);
        MDC.put("run", run);
        try {
            chain.doFilter(request, response);
        } finally {
            MDC.remove("run");
        }
    }
}
