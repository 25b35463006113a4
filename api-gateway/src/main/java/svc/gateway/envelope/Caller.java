package svc.gateway.envelope;

import java.time.Instant;
import java.util.List;
import svc.command.api.Places;

/**
 * Who is calling: the subject of its credential, the kind of credential ({@code token}, {@code key} or {@code run}),
 * who issued it, the session a token belongs to, when it expires, and the places it was issued for ({@code null}
 * when it was issued for every place the subject holds: the second narrowing of design.md).
 */
public record Caller(String subject, String credential, String issuer, String session, Instant expires,
        List<String> places) {
    public static final String TOKEN = "token";
    public static final String KEY = "key";
    public static final String RUN = "run";

    public Caller {
        places = places == null ? null : List.copyOf(places);
    }

    /** Whether the credential was issued for {@code place} (it lies within one of the credential's places). */
    public boolean reaches(String place) {
        return places == null || places.stream().anyMatch(issued -> Places.within(place, issued));
    }
}
