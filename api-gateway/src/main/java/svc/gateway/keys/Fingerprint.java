package svc.gateway.keys;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** What makes two calls under one key "the same": route, scope, the true-on asked for, and canonical JSON input. */
public final class Fingerprint {
    private static final ObjectMapper CANONICAL = new ObjectMapper()
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    private Fingerprint() {
    }

    public static String of(String route, String scope, String trueOnAsked, JsonNode input) {
        try {
            String canonical = CANONICAL.writeValueAsString(CANONICAL.treeToValue(input, Object.class));
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(
                    (route + "\n" + scope + "\n" + trueOnAsked + "\n" + canonical).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (JsonProcessingException | NoSuchAlgorithmException e) {
            throw new IllegalStateException("cannot fingerprint an input", e);
        }
    }
}
