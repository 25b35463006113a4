package svc.gateway.card;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.List;
import org.springframework.stereotype.Component;
import svc.gateway.envelope.Envelope;
import svc.gateway.register.Contract;
import svc.gateway.register.Route;
import svc.gateway.wire.WireJson;

/** Puts a handler's answer on a card with its foot, refusing to send a number whose basis is not given. */
@Component
public class CardMaker {
    private final WireJson wire;

    CardMaker(WireJson wire) {
        this.wire = wire;
    }

    public Card card(Route route, Envelope envelope, Answer answer, String bodyType) {
        JsonNode body = wire.tree(answer.body());
        List<String> unexplained = Basis.unexplained(body, answer.basis());
        if (!unexplained.isEmpty()) {
            throw new IllegalStateException(route.key() + " answered numbers without a basis: " + unexplained);
        }
        Instant trueOn = answer.trueOn() == null ? envelope.trueOn() : answer.trueOn();
        Foot foot = new Foot(bodyType, "ui://svc/cards/" + bodyType.replaceAll("[\\[\\]]", ""),
                envelope.scope().path(), trueOn, envelope.knownOn(), answer.basis(), "platform",
                Contract.HASH, envelope.run(), envelope.knownOnNote());
        return new Card(body, foot);
    }
}
