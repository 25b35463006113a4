package svc.ops;

import java.time.Instant;
import svc.gateway.envelope.Times;
import svc.gateway.refusal.Refusal;

/** Dates given on the command line, read as the HTTP envelope reads them, a bad one being a usage error. */
final class CommandDates {
    private CommandDates() {
    }

    static Instant parse(String text, String flag) {
        try {
            return Times.parse(text, flag);
        } catch (Refusal e) {
            throw new Options.UsageError(e.getMessage());
        }
    }
}
