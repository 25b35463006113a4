package svc.gateway.envelope;

import jakarta.servlet.http.HttpServletRequest;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.springframework.stereotype.Component;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Effect;
import svc.gateway.register.Route;

/** Reads and checks the envelope of a call, its headers or a tool call's {@code _envelope} (design.md, Wire and Time). */
@Component
public class EnvelopeReader {
    private static final int MAX_KEY = 255;

    private final Clock clock;

    EnvelopeReader(Clock clock) {
        this.clock = clock;
    }

    public Envelope read(HttpServletRequest request, Route route, Caller caller) {
        return read(EnvelopeText.of(request), route, caller, RunIds.of(request));
    }

    /** Reads an envelope however it was sent; a refusal names the field it was sent as. */
    public Envelope read(EnvelopeText text, Route route, Caller caller, String run) {
        Scope scope = Scope.parse(text.scope().value(), text.scope().field());
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        String trueOnText = text.trueOn().value();
        Instant trueOn = trueOnText == null ? now : Times.parse(trueOnText, text.trueOn().field());
        String knownOnText = text.knownOn().value();
        Instant knownOn = now;
        String note = null;
        if (knownOnText != null) {
            String field = text.knownOn().field();
            if (route.effect() == Effect.CHANGES) {
                throw Refusal.invalidInput(field,
                        "A change never carries " + field + ": the record assigns the time it took the change.");
            }
            Instant asked = Times.parse(knownOnText, field);
            if (asked.isAfter(now)) {
                note = field + " " + asked + " is later than now; read as known now.";
            } else {
                knownOn = asked;
            }
        }
        String key = text.key().value();
        if (key != null && route.mayChange()) {
            String field = text.key().field();
            if (key.isBlank() || key.length() > MAX_KEY || !key.chars().allMatch(c -> c > 32 && c < 127)) {
                throw Refusal.invalidInput(field, field + " must be 1 to 255 visible ASCII characters.");
            }
        }
        return new Envelope(scope, trueOn, trueOnText != null, knownOn, knownOnText != null, note, key, run, caller);
    }
}
