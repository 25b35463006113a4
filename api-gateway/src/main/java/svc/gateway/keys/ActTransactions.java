package svc.gateway.keys;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;
import svc.gateway.refusal.Refusal;

/**
 * Runs a change in one transaction: its Svc-Key row (if any), its commands' events and what it answered commit
 * together or not at all. Racing calls under one key write once: the second waits on the first's key row, then
 * answers from it. A conflict with a concurrent change of the same unit is retried from the start.
 */
@Component
public class ActTransactions {
    private static final int ATTEMPTS = 5;

    private final TransactionTemplate transactions;
    private final JdbcTemplate jdbc;
    private final ObjectMapper json = new ObjectMapper();
    private final Clock clock;
    private final Duration keyWait;

    ActTransactions(TransactionTemplate transactions, JdbcTemplate jdbc, Clock clock,
            @Value("${svc.keys.wait:10s}") Duration keyWait) {
        this.transactions = transactions;
        this.jdbc = jdbc;
        this.clock = clock;
        this.keyWait = keyWait;
    }

    /** Runs the change, or answers what the first call under this key did. */
    public ActOutcome run(String subject, String key, String route, String fingerprint, Supplier<ActOutcome> work) {
        if (key == null) {
            return retryingConflicts(() -> transactions.execute(status -> work.get()));
        }
        long deadline = System.nanoTime() + keyWait.toNanos();
        while (true) {
            Optional<Held> held = held(subject, key);
            if (held.isPresent()) {
                if (!held.get().fingerprint().equals(fingerprint)) {
                    throw Refusal.keyReused();
                }
                return held.get().outcome();
            }
            try {
                return retryingConflicts(() -> transactions.execute(status -> {
                    jdbc.update("INSERT INTO svc_key (subject, idem_key, route, fingerprint, created) "
                                    + "VALUES (?, ?, ?, ?, ?)",
                            subject, key, route, fingerprint, clock.instant().atOffset(ZoneOffset.UTC));
                    ActOutcome outcome = work.get();
                    jdbc.update("UPDATE svc_key SET unit_kind = ?, unit_id = ?, true_on = ?, body = ? "
                                    + "WHERE subject = ? AND idem_key = ?",
                            outcome.unitKind(), outcome.unitId(),
                            outcome.trueOn() == null ? null : outcome.trueOn().atOffset(ZoneOffset.UTC),
                            outcome.body() == null ? null : outcome.body().toString(), subject, key);
                    return outcome;
                }));
            } catch (DuplicateKeyException raced) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("a call under key " + key + " is still running", raced);
                }
                pause();
            }
        }
    }

    private Optional<Held> held(String subject, String key) {
        List<Held> rows = jdbc.query("SELECT fingerprint, unit_kind, unit_id, true_on, body FROM svc_key "
                        + "WHERE subject = ? AND idem_key = ?",
                (rs, i) -> {
                    OffsetDateTime trueOn = rs.getObject(4, OffsetDateTime.class);
                    String body = rs.getString(5);
                    return new Held(rs.getString(1), new ActOutcome(rs.getString(2), rs.getString(3),
                            trueOn == null ? null : trueOn.toInstant(), body == null ? null : parse(body)));
                },
                subject, key);
        return rows.stream().findFirst();
    }

    private ActOutcome retryingConflicts(Supplier<ActOutcome> attempt) {
        for (int tries = 1; ; tries++) {
            try {
                return attempt.get();
            } catch (RuntimeException e) {
                if (tries >= ATTEMPTS || !isConflict(e)) {
                    throw e;
                }
                pause();
            }
        }
    }

    private static boolean isConflict(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof ConcurrencyException || t instanceof AggregateStreamCreationException) {
                return true;
            }
        }
        return false;
    }

    private com.fasterxml.jackson.databind.JsonNode parse(String body) {
        try {
            return json.readTree(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a kept answer is not JSON", e);
        }
    }

    private static void pause() {
        try {
            Thread.sleep(15);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting to retry a change", e);
        }
    }

    private record Held(String fingerprint, ActOutcome outcome) {
    }
}
