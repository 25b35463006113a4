package svc.gateway.dispatch;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Map;
import org.springframework.boot.web.servlet.error.ErrorController;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import svc.gateway.refusal.Refusal;
import svc.gateway.refusal.RefusalWriter;

/** Failures that happen outside a controller (in the container) are refusals too, never Spring's error page. */
@RestController
class ErrorPage implements ErrorController {
    private final RefusalWriter writer;

    ErrorPage(RefusalWriter writer) {
        this.writer = writer;
    }

    @RequestMapping("/error")
    ResponseEntity<Map<String, Object>> error(HttpServletRequest request) {
        Object status = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        int code = status instanceof Integer i ? i : 500;
        Refusal refusal = switch (code) {
            case 404 -> Refusal.notFound();
            case 405 -> Refusal.methodNotAllowed(request.getMethod());
            case 413 -> Refusal.tooLarge();
            case 415 -> Refusal.unsupportedMedia(String.valueOf(request.getContentType()));
            case 400 -> Refusal.invalidInput("", "The request could not be read.");
            case 403 -> Refusal.notAllowed(refusedBefore(request), scopeNamed(request));
            default -> Refusal.failed();
        };
        return writer.entity(refusal, request);
    }

    /** No scope lifts a refusal made before any route ran: the one the call named, or any tenant's when it named none. */
    private static String scopeNamed(HttpServletRequest request) {
        String named = request.getHeader("Svc-Scope");
        return named == null || named.isBlank() ? "tenant/{tenant}" : named;
    }

    /**
     * Why the container refused before any route ran: the one such refusal is /mcp's, of a browser page whose Origin
     * is not listed, so the reason says how to list it.
     */
    private static String refusedBefore(HttpServletRequest request) {
        Object message = request.getAttribute(RequestDispatcher.ERROR_MESSAGE);
        String said = message == null || message.toString().isBlank() ? "refused" : message.toString();
        return "This request was refused before any route ran (" + said + "). A web page may call /mcp only from an "
                + "origin listed in svc.mcp.allowed-origins.";
    }
}
