package svc.gateway.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Component;
import svc.gateway.envelope.Caller;

/**
 * Who a credential is, as the platform says (session/whoami): the app keeps no keys, sessions or signing keys of
 * its own. An answer is remembered for {@code svc.app.sign-in-memory} (default 60 s) or until the credential
 * expires, whichever comes first, and forgotten when the credential signs out through the app; a sign-out made at the
 * platform itself is seen here when the memory ends. The caller's places are the credential's access scopes.
 */
@Component
@ConditionalOnProperty("svc.app.platform")
class PlatformSignIn {
    private record Remembered(Caller caller, Instant until) {
    }

    private final PlatformClient platform;
    private final ObjectMapper json = new ObjectMapper();
    private final Clock clock;
    private final Duration memory;
    private final Map<String, Remembered> remembered = new ConcurrentHashMap<>();

    PlatformSignIn(PlatformClient platform, Clock clock, AppSettings settings) {
        this.platform = platform;
        this.clock = clock;
        this.memory = settings.signInMemory();
    }

    /** The caller {@code authorization} names, asked at {@code scope}; empty when the platform did not sign it in. */
    Optional<Caller> caller(String authorization, String scope) throws PlatformUnreachable {
        Instant now = clock.instant();
        String credential = digest(authorization);
        Remembered held = remembered.get(credential);
        if (held != null && held.until().isAfter(now)) {
            return Optional.of(held.caller());
        }
        PlatformAnswer answer = platform.post("/v1/session/whoami", Map.of("Authorization", authorization,
                "Svc-Scope", scope, "Content-Type", "application/json"), "{}".getBytes(StandardCharsets.UTF_8));
        if (!answer.ok()) {
            remembered.remove(credential);
            return Optional.empty();
        }
        Caller caller = parse(answer.body());
        Instant until = now.plus(memory);
        remembered.put(credential, new Remembered(caller,
                caller.expires() != null && caller.expires().isBefore(until) ? caller.expires() : until));
        return Optional.of(caller);
    }

    void forget(String authorization) {
        remembered.remove(digest(authorization));
    }

    /** Credentials are remembered by their SHA-256, so the app's memory never holds one in the clear. */
    private static String digest(String authorization) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(authorization.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }

    private Caller parse(byte[] card) {
        try {
            JsonNode body = json.readTree(card).path("body");
            List<String> places = new ArrayList<>();
            body.path("access_scopes").forEach(place -> places.add(place.asText()));
            String expires = body.path("expires").asText(null);
            return new Caller(body.path("subject").asText(), body.path("credential").asText(),
                    body.path("issuer").asText(null), body.path("session").asText(null),
                    expires == null ? null : Instant.parse(expires), places);
        } catch (IOException e) {
            throw new IllegalStateException("the platform's whoami card is not JSON", e);
        }
    }
}
