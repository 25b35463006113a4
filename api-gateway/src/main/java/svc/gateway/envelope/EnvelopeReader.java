package svc.gateway.envelope;

import jakarta.servlet.http.HttpServletRequest;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.springframework.stereotype.Component;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Route;

/** Reads and checks the envelope headers of a call (design.md, Wire and Time). */
@Component
public class EnvelopeReader {
    private static final int MAX_KEY = 255;

    private final Clock clock;

    EnvelopeReader(Clock clock) {
        this.clock = clock;
    }

    public Envelope read(HttpServletRequest request, Route route, Caller caller) {
        Scope scope = Scope.parse(request.getHeader("Svc-Scope"));
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        String trueOnHeader = request.getHeader("Svc-As-True-On");
        Instant trueOn = trueOnHeader == null ? now : Times.parse(trueOnHeader, "Svc-As-True-On");
        String knownOnHeader = request.getHeader("Svc-As-Known-On");
        Instant knownOn = now;
        String note = null;
        if (knownOnHeader != null) {
            if (route.changes()) {
                throw Refusal.invalidInput("Svc-As-Known-On",
                        "A change never carries Svc-As-Known-On: the record assigns the time it took the change.");
            }
            Instant asked = Times.parse(knownOnHeader, "Svc-As-Known-On");
            if (asked.isAfter(now)) {
                note = "Svc-As-Known-On " + asked + " is later than now; read as known now.";
            } else {
                knownOn = asked;
            }
        }
        String key = request.getHeader("Svc-Key");
        if (key != null) {
            if (!route.changes()) {
                throw Refusal.invalidInput("Svc-Key", "Svc-Key names a change; " + route.key() + " changes nothing.");
            }
            if (key.isBlank() || key.length() > MAX_KEY || !key.chars().allMatch(c -> c > 32 && c < 127)) {
                throw Refusal.invalidInput("Svc-Key", "Svc-Key must be 1 to 255 visible ASCII characters.");
            }
        }
        return new Envelope(scope, trueOn, trueOnHeader != null, knownOn, knownOnHeader != null, note, key,
                RunIds.of(request), caller);
    }
}
