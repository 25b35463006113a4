package svc.command.api;

import java.time.Instant;

/** What was fetched from an observation's source: from where, its content type, how many bytes, and its text. */
public record Fetched(String address, String contentType, long bytes, String text, Instant fetchedAt) {
}
