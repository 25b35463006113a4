package svc.command.keys;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import java.util.function.Supplier;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;
import svc.command.api.ActOutcome;
import svc.command.api.KeptChange;
import svc.command.api.KeptChanges;
import svc.command.api.KeyReused;
import svc.command.store.Appender;
import svc.command.store.Appender.Step;
import svc.command.store.HeldAppends;
import svc.sql.SqlTimes;

/**
 * Runs a change: its Svc-Key row (if any), its commands' events and what it answered commit together or not at all.
 * The change decides in a transaction of its own, with its events held ({@link HeldAppends}); the events and the key
 * row are then written by the {@link Appender} in a batch with every other change waiting at once (group commit).
 * Racing calls under one key write once: the second waits on the first's key lock until the first committed, then
 * answers from its row. A conflict with a concurrent change of the same unit is retried from the start.
 */
@Component
class KeyedChanges implements KeptChanges {
    private static final String KEEP = "INSERT INTO svc_key (subject, idem_key, route, fingerprint, created, unit_kind, "
            + "unit_id, true_on, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private final TransactionTemplate transactions;
    private final JdbcTemplate jdbc;
    private final Appender appender;
    private final KeyLocks locks;
    private final ObjectMapper json = new ObjectMapper();
    private final Clock clock;
    private final Duration keyWait;
    private final Duration conflictPatience;

    KeyedChanges(TransactionTemplate transactions, JdbcTemplate jdbc, Appender appender, KeyLocks locks,
            Clock clock, KeySettings keys, ChangeSettings changes) {
        this.transactions = transactions;
        this.jdbc = jdbc;
        this.appender = appender;
        this.locks = locks;
        this.clock = clock;
        this.keyWait = keys.keyWait();
        this.conflictPatience = changes.conflictPatience();
    }

    @Override
    public KeptChange run(String subject, String key, String route, String fingerprint, Supplier<ActOutcome> work) {
        if (key == null) {
            return retryingConflicts(() -> transactions.execute(status -> written(work, outcome -> Step.NONE)));
        }
        long deadline = System.nanoTime() + keyWait.toNanos();
        while (true) {
            try {
                return retryingConflicts(() -> transactions.execute(status -> {
                    locks.lock(subject, key);
                    Optional<Held> held = held(subject, key);
                    if (held.isPresent()) {
                        if (!held.get().fingerprint().equals(fingerprint)) {
                            throw new KeyReused(key);
                        }
                        return new KeptChange(held.get().outcome(), null);
                    }
                    Instant created = clock.instant();
                    return written(work, outcome -> keyed -> keyed.update(KEEP, subject, key, route, fingerprint,
                            SqlTimes.at(created), outcome.unitKind(), outcome.unitId(),
                            outcome.trueOn() == null ? null : SqlTimes.at(outcome.trueOn()),
                            outcome.body() == null ? null : outcome.body().toString()));
                }));
            } catch (DuplicateKeyException raced) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("a call under key " + key + " is still running", raced);
                }
                pause();
            }
        }
    }

    /**
     * Decides the change with its events held, then writes them with the key row in the appender's next batch; a
     * change that appended nothing (a sign-out) keeps its key row in its own transaction.
     */
    private KeptChange written(Supplier<ActOutcome> work, Function<ActOutcome, Step> keep) {
        HeldAppends.Held<ActOutcome> decided = HeldAppends.holding(work);
        Step keeping = keep.apply(decided.result());
        if (decided.events().isEmpty()) {
            keeping.run(jdbc);
            return new KeptChange(decided.result(), null);
        }
        return new KeptChange(decided.result(), appender.append(decided.events(), keeping));
    }

    private Optional<Held> held(String subject, String key) {
        List<Held> rows = jdbc.query("SELECT fingerprint, unit_kind, unit_id, true_on, body FROM svc_key "
                        + "WHERE subject = ? AND idem_key = ?",
                (rs, i) -> {
                    String body = rs.getString("body");
                    return new Held(rs.getString("fingerprint"), new ActOutcome(rs.getString("unit_kind"),
                            rs.getString("unit_id"), SqlTimes.instant(rs, "true_on"),
                            body == null ? null : parse(body)));
                },
                subject, key);
        return rows.stream().findFirst();
    }

    /**
     * Retries a change that lost a race for its unit, for up to {@code svc.changes.conflict-patience}, after a wait
     * that grows and is drawn at random: many callers (on several nodes) changing one unit at once would otherwise
     * collide again in step, and a fixed few tries let the last of them fail.
     */
    private KeptChange retryingConflicts(Supplier<KeptChange> attempt) {
        long deadline = System.nanoTime() + conflictPatience.toNanos();
        for (int tries = 1; ; tries++) {
            try {
                return attempt.get();
            } catch (RuntimeException e) {
                if (!isConflict(e) || System.nanoTime() > deadline) {
                    throw e;
                }
                sleep(ThreadLocalRandom.current().nextLong(5, 10L << Math.min(tries, 5)));
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

    private JsonNode parse(String body) {
        try {
            return json.readTree(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a kept answer is not JSON", e);
        }
    }

    private static void pause() {
        sleep(15);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting to retry a change", e);
        }
    }

    private record Held(String fingerprint, ActOutcome outcome) {
    }
}
