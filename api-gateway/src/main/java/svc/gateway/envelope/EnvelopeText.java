package svc.gateway.envelope;

import jakarta.servlet.http.HttpServletRequest;

/**
 * The four envelope values of one call as sent, each with the name a refusal gives it: HTTP sends them as headers,
 * a tool call as the members of its {@code _envelope} argument.
 */
public record EnvelopeText(Part scope, Part trueOn, Part knownOn, Part key) {
    public static final String SCOPE = "Svc-Scope";
    public static final String TRUE_ON = "Svc-As-True-On";
    public static final String KNOWN_ON = "Svc-As-Known-On";
    public static final String KEY = "Svc-Key";

    /** One value as sent ({@code null} when not sent) and the field a refusal of it names. */
    public record Part(String field, String value) {
    }

    public static EnvelopeText of(HttpServletRequest request) {
        return new EnvelopeText(header(request, SCOPE), header(request, TRUE_ON), header(request, KNOWN_ON),
                header(request, KEY));
    }

    private static Part header(HttpServletRequest request, String name) {
        return new Part(name, request.getHeader(name));
    }
}
