package svc.gateway.dispatch;

import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import svc.gateway.card.Card;
import svc.gateway.envelope.Caller;
import svc.gateway.envelope.Envelope;
import svc.gateway.envelope.EnvelopeReader;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.gateway.wire.WireJson;

/**
 * The HTTP side of a call: {@code /v1/<tag>/<operation>} is looked up in the register, its body and envelope headers
 * read, and the call answered by {@link Calls}, as a tool call is; a task's card answers 202. The call is timed from
 * its arrival by the metrics' {@code HttpCallTiming}, so calls refused before they get here count too.
 */
@RestController
class Dispatcher {
    private final Calls calls;
    private final EnvelopeReader envelopes;
    private final WireJson wire;

    Dispatcher(Calls calls, EnvelopeReader envelopes, WireJson wire) {
        this.calls = calls;
        this.envelopes = envelopes;
        this.wire = wire;
    }

    @RequestMapping("/v1/{tag}/{operation}")
    ResponseEntity<byte[]> dispatch(@PathVariable String tag, @PathVariable String operation,
            HttpServletRequest request, @AuthenticationPrincipal Caller caller) throws IOException {
        return dispatch(Register.find(tag, operation).orElseThrow(Refusal::notFound), request, caller);
    }

    private ResponseEntity<byte[]> dispatch(Route route, HttpServletRequest request, Caller caller)
            throws IOException {
        if (!"POST".equals(request.getMethod())) {
            throw Refusal.methodNotAllowed(request.getMethod());
        }
        byte[] body = body(request);
        Envelope envelope = envelopes.read(request, route, caller);
        Card card = calls.answer(route, envelope, body);
        return ResponseEntity.status(route.task() ? 202 : 200)
                .contentType(MediaType.APPLICATION_JSON)
                .body(wire.bytes(card));
    }

    /**
     * The body of a call that says it is JSON ({@link BoundedBody}); a call with no body at all needs no type, as it
     * reads as {@code {}}.
     */
    private byte[] body(HttpServletRequest request) throws IOException {
        String contentType = request.getContentType();
        if (contentType == null && request.getContentLengthLong() == 0) {
            return new byte[0];
        }
        if (contentType == null || !MediaType.parseMediaType(contentType).isCompatibleWith(MediaType.APPLICATION_JSON)
                && !contentType.toLowerCase().contains("+json")) {
            throw Refusal.unsupportedMedia(contentType == null ? "no Content-Type" : contentType);
        }
        return BoundedBody.read(request, calls.maxBody());
    }
}
