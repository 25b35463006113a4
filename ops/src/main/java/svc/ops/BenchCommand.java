package svc.ops;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import javax.sql.DataSource;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;
import svc.command.api.RecordHypothesis;
import svc.command.api.UnitIds;

/**
 * {@code ./svc bench}: prints what appends cost on this machine, against a scratch database. For each concurrency:
 * the raw ceiling (one-row insert and commit), the same with the recorded-time clock's row lock (the mechanism that
 * keeps recorded time monotone in log order), and a real command through the command bus (load, decide, append).
 */
final class BenchCommand {
    private static final int[] CONCURRENCY = {1, 8, 32};

    private BenchCommand() {
    }

    static int run(ConfigurableApplicationContext context, Options options) {
        Duration each = Duration.ofSeconds(Long.parseLong(options.get("seconds", "5")));
        JdbcTemplate jdbc = new JdbcTemplate(context.getBean(DataSource.class));
        TransactionTemplate tx = context.getBean(TransactionTemplate.class);
        CommandGateway commands = context.getBean(CommandGateway.class);
        jdbc.execute("CREATE TABLE IF NOT EXISTS svc_bench_raw (id BIGINT PRIMARY KEY, at TIMESTAMP WITH TIME ZONE)");
        jdbc.execute("CREATE TABLE IF NOT EXISTS svc_bench_clock (id INTEGER PRIMARY KEY, last_recorded "
                + "TIMESTAMP WITH TIME ZONE NOT NULL)");
        jdbc.update("DELETE FROM svc_bench_clock");
        jdbc.update("INSERT INTO svc_bench_clock VALUES (1, CURRENT_TIMESTAMP)");
        AtomicLong ids = new AtomicLong(System.nanoTime());
        String run = Long.toHexString(System.currentTimeMillis());
        System.out.printf("appends, one per transaction, %ds each (per second)%n", each.toSeconds());
        System.out.printf("%-12s %16s %22s %22s%n", "concurrency", "raw insert", "raw + clock lock",
                "command (Axon)");
        try {
            for (int threads : CONCURRENCY) {
                double raw = rate(threads, each, () -> jdbc.update(
                        "INSERT INTO svc_bench_raw (id, at) VALUES (?, CURRENT_TIMESTAMP)", ids.incrementAndGet()));
                double locked = rate(threads, each, () -> tx.executeWithoutResult(s -> {
                    jdbc.queryForObject("SELECT last_recorded FROM svc_bench_clock WHERE id = 1 FOR UPDATE",
                            java.time.OffsetDateTime.class);
                    jdbc.update("UPDATE svc_bench_clock SET last_recorded = CURRENT_TIMESTAMP WHERE id = 1");
                    jdbc.update("INSERT INTO svc_bench_raw (id, at) VALUES (?, CURRENT_TIMESTAMP)",
                            ids.incrementAndGet());
                }));
                double command = rate(threads, each, () -> {
                    String id = "bench-" + run + "-" + ids.incrementAndGet();
                    commands.sendAndWait(new RecordHypothesis(UnitIds.of("bench", "hypothesis", id), "bench", id,
                            "tenant/bench/brand/b/strategy/s", "benchmark claim", Instant.now(), null));
                });
                System.out.printf("%-12d %16.0f %22.0f %22.0f%n", threads, raw, locked, command);
            }
        } finally {
            jdbc.execute("DROP TABLE svc_bench_raw");
            jdbc.execute("DROP TABLE svc_bench_clock");
        }
        return 0;
    }

    private static double rate(int threads, Duration each, Runnable work) {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        long deadline = System.nanoTime() + each.toNanos();
        List<Future<Long>> counts = new ArrayList<>();
        long started = System.nanoTime();
        for (int i = 0; i < threads; i++) {
            counts.add(pool.submit(() -> {
                long done = 0;
                while (System.nanoTime() < deadline) {
                    work.run();
                    done++;
                }
                return done;
            }));
        }
        long total = 0;
        try {
            for (Future<Long> count : counts) {
                total += count.get();
            }
        } catch (Exception e) {
            throw new IllegalStateException("a benchmark worker failed", e);
        } finally {
            pool.shutdownNow();
        }
        return total / ((System.nanoTime() - started) / 1e9);
    }
}
