package svc.gateway.envelope;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import svc.gateway.refusal.Refusal;

/** The scope a call runs in: {@code tenant/<id>[/brand/<id>[/strategy/<id>]]}. */
public record Scope(String tenant, String brand, String strategy) {
    private static final Pattern SHAPE = Pattern.compile(
            "tenant/([A-Za-z0-9._-]{1,100})(?:/brand/([A-Za-z0-9._-]{1,100})(?:/strategy/([A-Za-z0-9._-]{1,100}))?)?");

    public static Scope parse(String header) {
        return parse(header, "Svc-Scope");
    }

    /** Parses a scope sent as {@code field} (a header, or a tool call's {@code /_envelope/scope}). */
    public static Scope parse(String text, String field) {
        if (text == null || text.isBlank()) {
            throw Refusal.invalidInput(field, field + " is required: tenant/<id>[/brand/<id>[/strategy/<id>]].");
        }
        Matcher m = SHAPE.matcher(text.trim());
        if (!m.matches()) {
            throw Refusal.invalidInput(field,
                    field + " must read tenant/<id>[/brand/<id>[/strategy/<id>]] with ids of letters, digits, '.', '_' or '-'.");
        }
        return new Scope(m.group(1), m.group(2), m.group(3));
    }

    /** 1 for a tenant, 2 for a brand, 3 for a strategy. */
    public int depth() {
        return strategy != null ? 3 : brand != null ? 2 : 1;
    }

    /** The rung of a call made at this scope, as session/my_scopes names it: tenant, brand or strategy. */
    public String rung() {
        return strategy != null ? "strategy" : brand != null ? "brand" : "tenant";
    }

    public String path() {
        StringBuilder path = new StringBuilder("tenant/").append(tenant);
        if (brand != null) {
            path.append("/brand/").append(brand);
        }
        if (strategy != null) {
            path.append("/strategy/").append(strategy);
        }
        return path.toString();
    }

    /** This scope deepened to {@code depth}, with placeholders for what the caller must choose. */
    public String deepenedTo(int depth) {
        StringBuilder path = new StringBuilder("tenant/").append(tenant);
        if (depth >= 2) {
            path.append("/brand/").append(brand != null ? brand : "{brand}");
        }
        if (depth >= 3) {
            path.append("/strategy/").append(strategy != null ? strategy : "{strategy}");
        }
        return path.toString();
    }
}
