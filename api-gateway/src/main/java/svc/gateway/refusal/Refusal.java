package svc.gateway.refusal;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Every failure, as design.md's refusal: a status, a machine code, words for a person, and the members that
 * status carries ({@code field}, {@code auth_url}, {@code reason} and {@code scope_needed}, {@code retry_after}).
 */
public class Refusal extends RuntimeException {
    private final int status;
    private final String code;
    private final String title;
    private final Map<String, Object> members;

    private Refusal(int status, String code, String title, String detail, Map<String, Object> members) {
        super(detail);
        this.status = status;
        this.code = code;
        this.title = title;
        this.members = members;
    }

    public static Refusal invalidInput(String field, String detail) {
        return new Refusal(400, "invalid_input", "Input refused", detail, Map.of("field", field));
    }

    public static Refusal noSession(String authUrl, String detail) {
        return new Refusal(401, "no_session", "No session", detail, Map.of("auth_url", authUrl));
    }

    public static Refusal notAllowed(String reason, String scopeNeeded) {
        Map<String, Object> members = new LinkedHashMap<>();
        members.put("reason", reason);
        members.put("scope_needed", scopeNeeded);
        return new Refusal(403, "not_allowed", "Not allowed", reason, members);
    }

    public static Refusal notFound() {
        return new Refusal(404, "not_found", "Not found",
                "No such unit or route here, or none the caller may see.", Map.of());
    }

    public static Refusal methodNotAllowed(String method) {
        return new Refusal(405, "method_not_allowed", "Method not allowed",
                "Every route takes POST; this call used " + method + ".", Map.of());
    }

    public static Refusal keyReused() {
        return new Refusal(409, "key_reused", "Key reused",
                "This Svc-Key was first used with another input; a key names one change.", Map.of());
    }

    public static Refusal tooLarge(long limit) {
        return new Refusal(413, "too_large", "Too large", "The body is larger than " + limit + " bytes.", Map.of());
    }

    public static Refusal tooLarge() {
        return new Refusal(413, "too_large", "Too large", "The request is larger than this server takes.", Map.of());
    }

    public static Refusal unsupportedMedia(String contentType) {
        return new Refusal(415, "unsupported_media", "Unsupported media type",
                "Bodies are JSON (Content-Type: application/json); this call sent " + contentType + ".", Map.of());
    }

    public static Refusal tooMany(long retryAfterSeconds) {
        return new Refusal(429, "too_many", "Too many calls",
                "Too many calls; come back in " + retryAfterSeconds + " s.", Map.of("retry_after", retryAfterSeconds));
    }

    public static Refusal failed() {
        return new Refusal(500, "failed", "The platform failed",
                "The platform failed to answer this call; the run id names it in the platform's log.", Map.of());
    }

    /** The local app could not reach the platform it serves; {@code detail} says what became of the call. */
    public static Refusal platformUnreachable(String detail) {
        return new Refusal(500, "failed", "The platform is unreachable", detail, Map.of());
    }

    /**
     * A projection parked one of the unit's changes it could not handle: the unit cannot be read until an operator
     * retries or drops them. {@code unit} is the unit as the caller names it (its kind and id), nothing of the cause.
     */
    public static Refusal unitParked(String unit) {
        return new Refusal(503, "unavailable", "Unit unavailable", "The unit " + unit + " cannot be answered now: a "
                + "projection could not handle one of its changes and set them aside for an operator. What was "
                + "recorded is kept; ask again later.", Map.of("unit", unit));
    }

    public static Refusal notBuilt(String route) {
        return new Refusal(501, "not_built", "Not built",
                route + " is in the register but its work has not landed yet; nothing was done.", Map.of());
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }

    public String title() {
        return title;
    }

    public Map<String, Object> members() {
        return members;
    }
}
