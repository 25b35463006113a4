package svc.gateway.envelope;

/** Who is calling: the subject of its credential, and the session that credential belongs to. */
public record Caller(String subject, String session) {
}
