package svc.ops;

import com.fasterxml.jackson.core.JsonFactory;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;
import svc.sql.SqlTimes;
import svc.sql.Vendor;

/**
 * {@code ./svc import-log FILE}: loads an export ({@link ExportCommand}) into an empty record, every event with its
 * global index, id, aggregate, sequence, types, payload, metadata and timestamp as exported, straight into Axon's
 * table. The recorded-time clock ends at the last recorded time, so later appends are known after every imported
 * event, and the log's identity continues after the last global index. The server projects the events when it runs.
 */
final class ImportLogCommand {
    private static final int BATCH = 1000;
    private static final String INSERT = "INSERT INTO domainevententry (globalindex, eventidentifier, "
            + "aggregateidentifier, type, sequencenumber, payloadtype, payloadrevision, payload, metadata, timestamp) "
            + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private ImportLogCommand() {
    }

    /** What a first reading of the file found: how many events, the last global index and recorded time. */
    private record Checked(long events, long lastIndex, Instant lastRecorded) {
    }

    static int run(ConfigurableApplicationContext context, Options options) {
        if (options.words().size() != 1) {
            throw new Options.UsageError("import-log takes one file, an export");
        }
        Path file = Path.of(options.words().get(0));
        if (!Files.isReadable(file)) {
            throw new Options.UsageError("cannot read " + file);
        }
        JdbcTemplate jdbc = context.getBean(JdbcTemplate.class);
        Long held = jdbc.queryForObject("SELECT COUNT(*) FROM domainevententry", Long.class);
        if (held != null && held > 0) {
            System.err.println("svc import-log: this record already holds " + held + " events; an export loads "
                    + "only into an empty one (a new database, or a new --data folder)");
            return 1;
        }
        JsonFactory json = new JsonFactory();
        Checked checked;
        try {
            checked = check(file, json);
        } catch (IOException e) {
            System.err.println("svc import-log: reading " + file + " failed: " + e.getMessage());
            return 1;
        } catch (LineError e) {
            System.err.println("svc import-log: " + file + " " + e.getMessage() + "; nothing was imported");
            return 1;
        }
        TransactionTemplate transactions = context.getBean(TransactionTemplate.class);
        Progress progress = new Progress("import-log", checked.events());
        try {
            load(file, json, jdbc, transactions, progress);
        } catch (IOException e) {
            progress.abandon();
            System.err.println("svc import-log: reading " + file + " failed: " + e.getMessage());
            return 1;
        }
        if (checked.events() > 0) {
            transactions.executeWithoutResult(status -> continueAfter(jdbc, checked));
        }
        progress.finish();
        System.out.println("imported " + checked.events() + " events from " + file
                + "; the server projects them when it runs");
        return 0;
    }

    /** Reads the whole file once before writing anything, so a bad line leaves the record as it was: empty. */
    private static Checked check(Path file, JsonFactory json) throws IOException {
        long events = 0;
        long lastIndex = 0;
        Instant lastRecorded = null;
        long number = 0;
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            while ((line = reader.readLine()) != null) {
                number++;
                if (line.isBlank()) {
                    continue;
                }
                LoggedEvent event;
                Instant recorded;
                try {
                    event = LoggedEvent.parse(json, line);
                    recorded = event.recorded(json);
                } catch (LoggedEvent.Unreadable e) {
                    throw new LineError(number, e.getMessage());
                }
                if (event.globalIndex() <= lastIndex) {
                    throw new LineError(number, "its global index " + event.globalIndex()
                            + " does not follow the line before's (" + lastIndex + ")");
                }
                if (lastRecorded != null && recorded.isBefore(lastRecorded)) {
                    throw new LineError(number, "it was recorded at " + recorded + ", before the line before ("
                            + lastRecorded + ")");
                }
                events++;
                lastIndex = event.globalIndex();
                lastRecorded = recorded;
            }
        }
        return new Checked(events, lastIndex, lastRecorded);
    }

    private static void load(Path file, JsonFactory json, JdbcTemplate jdbc, TransactionTemplate transactions,
            Progress progress) throws IOException {
        List<LoggedEvent> batch = new ArrayList<>(BATCH);
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isBlank()) {
                    continue;
                }
                batch.add(LoggedEvent.parse(json, line));
                if (batch.size() == BATCH) {
                    insert(jdbc, transactions, batch, progress);
                }
            }
        }
        insert(jdbc, transactions, batch, progress);
    }

    private static void insert(JdbcTemplate jdbc, TransactionTemplate transactions, List<LoggedEvent> batch,
            Progress progress) {
        if (batch.isEmpty()) {
            return;
        }
        transactions.executeWithoutResult(status -> jdbc.batchUpdate(INSERT, batch, batch.size(), (ps, event) -> {
            ps.setLong(1, event.globalIndex());
            ps.setString(2, event.eventId());
            ps.setString(3, event.aggregateId());
            ps.setString(4, event.aggregateType());
            ps.setLong(5, event.sequence());
            ps.setString(6, event.type());
            ps.setString(7, event.revision());
            ps.setBytes(8, event.payload().getBytes(StandardCharsets.UTF_8));
            ps.setBytes(9, event.metadata() == null ? null : event.metadata().getBytes(StandardCharsets.UTF_8));
            ps.setString(10, event.timestamp());
        }));
        progress.advance(batch.size());
        batch.clear();
    }

    /** New appends take the next global index and a recorded time after every imported one. */
    private static void continueAfter(JdbcTemplate jdbc, Checked checked) {
        if (new Vendor(jdbc).postgres()) {
            jdbc.queryForObject("SELECT setval(pg_get_serial_sequence('domainevententry', 'globalindex'), ?)",
                    Long.class, checked.lastIndex());
        } else {
            jdbc.execute("ALTER TABLE domainevententry ALTER COLUMN globalindex RESTART WITH "
                    + (checked.lastIndex() + 1));
        }
        jdbc.update("UPDATE svc_clock SET last_recorded = ? WHERE id = 1 AND last_recorded < ?",
                SqlTimes.at(checked.lastRecorded()), SqlTimes.at(checked.lastRecorded()));
    }

    /** A line of the file that cannot be imported, by its number. */
    private static final class LineError extends RuntimeException {
        LineError(long number, String problem) {
            super("line " + number + ": " + problem);
        }
    }
}
