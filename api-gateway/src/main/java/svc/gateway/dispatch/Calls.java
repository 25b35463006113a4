package svc.gateway.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.springframework.aop.support.AopUtils;
import org.springframework.core.ResolvableType;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;
import svc.command.api.ActOutcome;
import svc.command.api.KeptChange;
import svc.command.api.KeptChanges;
import svc.command.api.KnownNow;
import svc.command.api.UnitIds;
import svc.gateway.auth.CallGrants;
import svc.gateway.auth.PermissionCheck;
import svc.gateway.card.Answer;
import svc.gateway.card.Card;
import svc.gateway.card.CardMaker;
import svc.gateway.envelope.Envelope;
import svc.gateway.keys.Fingerprint;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.GrantName;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.gateway.rows.CallRows;
import svc.gateway.wire.WireJson;
import svc.query.api.UnitFreshness;

/**
 * The one way a call of a route is answered, whatever carried it (HTTP at {@code /v1}, a tool call at {@code /mcp}):
 * the permission check is asked, the body read as the route's input type, and the handler's answer put on a card.
 * Everything a call reads runs in transactions that first set the caller's row scope ({@link CallRows}): a read in
 * one transaction, an act in its own (see {@link KeptChanges}, which keeps its Svc-Key) and its answer in another,
 * begun once the projection of the unit it changed has caught up: a wait inside a transaction would hold a pooled
 * connection the projection needs (32 callers settling at once starved it until their connections timed out).
 */
@Component
public class Calls {
    private final Map<String, RouteHandler<?>> handlers;
    private final PermissionCheck permissions;
    private final InputReader inputs;
    private final KeptChanges acts;
    private final CardMaker cards;
    private final WireJson wire;
    private final long maxBody;
    private final KnownNow knownNow;
    private final CallRows rows;
    private final TransactionTemplate transactions;
    private final UnitFreshness freshness;
    private final CallGrants grants;

    Calls(List<RouteHandler<?>> handlers, PermissionCheck permissions, InputReader inputs, KeptChanges acts,
            CardMaker cards, WireJson wire, SvcSettings settings, KnownNow knownNow,
            CallRows rows, TransactionTemplate transactions, UnitFreshness freshness, CallGrants grants) {
        this.handlers = handlers.stream()
                .collect(Collectors.toMap(handler -> handler.route().key(), Function.identity()));
        this.permissions = permissions;
        this.inputs = inputs;
        this.acts = acts;
        this.cards = cards;
        this.wire = wire;
        this.maxBody = settings.maxBodyBytes();
        this.knownNow = knownNow;
        this.rows = rows;
        this.transactions = transactions;
        this.freshness = freshness;
        this.grants = grants;
        this.handlers.forEach((key, handler) -> {
            Route route = Register.ofKey(key).filter(handler.route()::equals).orElseThrow(() ->
                    new IllegalStateException("handler for " + key + ", a route the register does not hold"));
            if (route.mayChange() != handler instanceof ActHandler) {
                throw new IllegalStateException("the handler of " + key + " must " + (route.mayChange() ? "" : "not ")
                        + "be an ActHandler: the register says the route " + route.effect().wire());
            }
            Class<?> takes = ResolvableType.forClass(AopUtils.getTargetClass(handler)).as(RouteHandler.class)
                    .getGeneric(0).resolve();
            if (takes != route.input()) {
                throw new IllegalStateException("the handler of " + key + " takes " + takes
                        + ", but the register says the route's input is " + route.input());
            }
        });
    }

    /** The largest body a call may send, in bytes. */
    public long maxBody() {
        return maxBody;
    }

    /** Answers one call of {@code route} under {@code envelope} with {@code body} (JSON); refuses by throwing. */
    public Card answer(Route route, Envelope envelope, byte[] body) {
        if (body.length > maxBody) {
            throw Refusal.tooLarge(maxBody);
        }
        return grants.during(() -> answerOnce(route, envelope, body));
    }

    private Card answerOnce(Route route, Envelope envelope, byte[] body) {
        String mode = permissions.decide(route, envelope);
        RouteHandler<?> handler = handlers.get(route.key());
        if (handler == null) {
            throw Refusal.notBuilt(route.key());
        }
        Call call = new Call(route, envelope, mode);
        return rows.within(call.subject(), route.grant() == GrantName.NONE ? call.tenant() : null,
                () -> answer(handler, body, call));
    }

    /** The route's input, which the handler's type argument was checked to be at start. */
    @SuppressWarnings("unchecked")
    private static <I> Class<I> inputOf(Route route) {
        return (Class<I>) route.input();
    }

    /**
     * A change answers what it did as known once it committed, from the true-on date of the change (or, for a
     * change of no one date such as starting a task, as true when it answers); a repeat under its key answers the
     * unit as it is held now. A call that changes nothing ignores a key it was sent, and its foot says so.
     */
    private <I> Card answer(RouteHandler<I> handler, byte[] body, Call call) {
        I input = inputs.read(body, inputOf(call.route()));
        if (handler instanceof ActHandler<I> act && call.route().changes(input)) {
            Envelope envelope = call.envelope();
            JsonNode tree = wire.tree(input);
            String fingerprint = Fingerprint.of(call.route().key(), envelope.scope().path(),
                    envelope.trueOnAsked() ? envelope.trueOn().toString() : "", tree);
            KeptChange kept = acts.run(call.subject(), envelope.key(), call.route().key(), fingerprint,
                    () -> act.act(input, call));
            ActOutcome outcome = kept.outcome();
            if (outcome.unitKind() != null && outcome.unitId() != null) {
                freshness.awaitUnit(UnitIds.of(call.tenant(), outcome.unitKind(), outcome.unitId()));
            }
            Instant committed = kept.recorded() == null ? knownNow.now() : knownNow.after(kept.recorded());
            Instant trueOn = outcome.trueOn() == null ? committed : outcome.trueOn();
            Call answered = new Call(call.route(), envelope.answering(trueOn, committed), call.mode());
            Supplier<Card> card = () -> cards.card(call.route(), answered.envelope(), act.answer(outcome, answered),
                    handler.bodyType(input, call));
            // An outcome with a body is answered from it alone: a transaction would begin and commit reading nothing.
            return outcome.body() != null ? card.get() : transactions.execute(status -> card.get());
        }
        Call reading = call.envelope().key() == null ? call : new Call(call.route(),
                call.envelope().noting("Svc-Key is ignored: this call of " + call.route().key()
                        + " changes nothing."), call.mode());
        return transactions.execute(status -> {
            Answer answer = handler.handle(input, reading);
            return cards.card(reading.route(), reading.envelope(), answer, handler.bodyType(input, reading));
        });
    }
}
