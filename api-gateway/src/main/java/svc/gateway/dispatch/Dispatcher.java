package svc.gateway.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.io.InputStream;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.transaction.support.TransactionTemplate;
import org.springframework.web.bind.annotation.RestController;
import svc.command.store.KnownNow;
import svc.gateway.auth.PermissionCheck;
import svc.gateway.card.Answer;
import svc.gateway.card.Card;
import svc.gateway.card.CardMaker;
import svc.gateway.envelope.Caller;
import svc.gateway.envelope.Envelope;
import svc.gateway.envelope.EnvelopeReader;
import svc.gateway.keys.ActOutcome;
import svc.gateway.keys.ActTransactions;
import svc.gateway.keys.Fingerprint;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.GrantName;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.gateway.rows.CallRows;
import svc.gateway.wire.WireJson;

/**
 * The one dispatcher: {@code /v1/<tag>/<operation>} is looked up in the register, its envelope read, the permission
 * check asked, its body read as the route's input type, and its handler's answer put on a card. Everything a call
 * reads runs in transactions that first set the caller's row scope ({@link CallRows}): a read in one transaction,
 * an act in its own (see {@link ActTransactions}) and its answer in another.
 */
@RestController
class Dispatcher {
    private final Map<String, RouteHandler<?>> handlers;
    private final EnvelopeReader envelopes;
    private final PermissionCheck permissions;
    private final InputReader inputs;
    private final ActTransactions acts;
    private final CardMaker cards;
    private final WireJson wire;
    private final long maxBody;
    private final KnownNow knownNow;
    private final CallRows rows;
    private final TransactionTemplate transactions;

    Dispatcher(List<RouteHandler<?>> handlers, EnvelopeReader envelopes, PermissionCheck permissions,
            InputReader inputs, ActTransactions acts, CardMaker cards, WireJson wire,
            @Value("${svc.max-body-bytes:1048576}") long maxBody, KnownNow knownNow, CallRows rows,
            TransactionTemplate transactions) {
        this.handlers = handlers.stream().collect(Collectors.toMap(RouteHandler::route, Function.identity()));
        this.envelopes = envelopes;
        this.permissions = permissions;
        this.inputs = inputs;
        this.acts = acts;
        this.cards = cards;
        this.wire = wire;
        this.maxBody = maxBody;
        this.knownNow = knownNow;
        this.rows = rows;
        this.transactions = transactions;
        this.handlers.keySet().forEach(key -> {
            if (!Register.find(key.split("/")[0], key.split("/")[1]).isPresent()) {
                throw new IllegalStateException("handler for " + key + ", a route the register does not hold");
            }
        });
    }

    @RequestMapping("/v1/{tag}/{operation}")
    ResponseEntity<byte[]> dispatch(@PathVariable String tag, @PathVariable String operation,
            HttpServletRequest request, @AuthenticationPrincipal Caller caller) throws IOException {
        Route route = Register.find(tag, operation).orElseThrow(Refusal::notFound);
        if (!"POST".equals(request.getMethod())) {
            throw Refusal.methodNotAllowed(request.getMethod());
        }
        byte[] body = body(request);
        Envelope envelope = envelopes.read(request, route, caller);
        String mode = permissions.decide(route, envelope);
        RouteHandler<?> handler = handlers.get(route.key());
        if (handler == null) {
            throw Refusal.notBuilt(route.key());
        }
        Call call = new Call(route, envelope, mode);
        Card card = rows.within(call.subject(), route.grant() == GrantName.NONE ? call.tenant() : null,
                () -> answer(handler, body, call));
        return ResponseEntity.status(route.task() ? 202 : 200)
                .contentType(MediaType.APPLICATION_JSON)
                .body(wire.bytes(card));
    }

    /**
     * An act route answers what it did as known once it committed, from the true-on date of the change (or, for a
     * change of no one date such as starting a task, as true when it answers); a repeat under its key answers the
     * unit as it is held now.
     */
    private <I> Card answer(RouteHandler<I> handler, byte[] body, Call call) {
        I input = inputs.read(body, handler.input());
        if (handler instanceof ActHandler<I> act) {
            Envelope envelope = call.envelope();
            JsonNode tree = wire.tree(input);
            String fingerprint = Fingerprint.of(call.route().key(), envelope.scope().path(),
                    envelope.trueOnAsked() ? envelope.trueOn().toString() : "", tree);
            ActOutcome outcome = acts.run(call.subject(), envelope.key(), call.route().key(), fingerprint,
                    () -> act.act(input, call));
            Instant committed = knownNow.now();
            Instant trueOn = outcome.trueOn() == null ? committed : outcome.trueOn();
            Call answered = new Call(call.route(), new Envelope(envelope.scope(), trueOn, true,
                    committed, false, envelope.knownOnNote(), envelope.key(), envelope.run(), envelope.caller()),
                    call.mode());
            return transactions.execute(status -> cards.card(call.route(), answered.envelope(),
                    act.answer(outcome, answered), handler.bodyType(input, call)));
        }
        return transactions.execute(status -> {
            Answer answer = handler.handle(input, call);
            return cards.card(call.route(), call.envelope(), answer, handler.bodyType(input, call));
        });
    }

    private byte[] body(HttpServletRequest request) throws IOException {
        String contentType = request.getContentType();
        if (contentType == null || !MediaType.parseMediaType(contentType).isCompatibleWith(MediaType.APPLICATION_JSON)
                && !contentType.toLowerCase().contains("+json")) {
            throw Refusal.unsupportedMedia(contentType == null ? "no Content-Type" : contentType);
        }
        if (request.getContentLengthLong() > maxBody) {
            throw Refusal.tooLarge(maxBody);
        }
        try (InputStream in = request.getInputStream()) {
            byte[] bytes = in.readNBytes((int) maxBody + 1);
            if (bytes.length > maxBody) {
                throw Refusal.tooLarge(maxBody);
            }
            return bytes;
        }
    }
}
