package svc.gateway.card;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.List;
import org.springframework.stereotype.Component;
import svc.gateway.app.AppSettings;
import svc.gateway.envelope.Envelope;
import svc.gateway.register.Contract;
import svc.gateway.register.Route;
import svc.gateway.wire.WireJson;
import svc.query.api.Basis;

/**
 * Puts a handler's answer on a card with its foot, refusing to send a number whose basis is not given. The foot's
 * {@code served_by} is {@code app} in the local app (a server with {@code svc.app.platform} set), else
 * {@code platform}.
 */
@Component
public class CardMaker {
    private final WireJson wire;
    private final String servedBy;

    CardMaker(WireJson wire, AppSettings app) {
        this.wire = wire;
        this.servedBy = app.isApp() ? "app" : "platform";
    }

    public Card card(Route route, Envelope envelope, Answer answer, String bodyType) {
        JsonNode body = wire.tree(answer.body());
        List<String> unexplained = Basis.unexplained(body, answer.basis());
        if (!unexplained.isEmpty()) {
            throw new IllegalStateException(route.key() + " answered numbers without a basis: " + unexplained);
        }
        Instant trueOn = answer.trueOn() == null ? envelope.trueOn() : answer.trueOn();
        Foot foot = new Foot(bodyType, "ui://svc/cards/" + bodyType.replaceAll("[\\[\\]]", ""),
                envelope.scope().path(), trueOn, envelope.knownOn(), answer.basis(), servedBy,
                Contract.HASH, envelope.run(), envelope.note());
        return new Card(body, foot);
    }
}
