package svc.ops;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * {@code ./svc export [--out FILE]}: the whole log as NDJSON, one {@link LoggedEvent} a line in global order, to the
 * file or standard output, with a progress bar on standard error. The log is read in batches by global index, so
 * only one batch is ever held.
 */
final class ExportCommand {
    static final int BATCH = 2000;
    private static final String COLUMNS = "globalindex, eventidentifier, aggregateidentifier, type, sequencenumber, "
            + "payloadtype, payloadrevision, payload, metadata, timestamp";

    private ExportCommand() {
    }

    static int run(ConfigurableApplicationContext context, Options options) {
        if (!options.words().isEmpty()) {
            throw new Options.UsageError("export takes no file name but --out FILE");
        }
        String out = options.get("out", null);
        JdbcTemplate jdbc = context.getBean(JdbcTemplate.class);
        try (Writer writer = out == null
                ? new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8))
                : Files.newBufferedWriter(Path.of(out), StandardCharsets.UTF_8)) {
            long written = export(jdbc, writer);
            System.err.println("exported " + written + " events" + (out == null ? "" : " to " + out));
        } catch (IOException e) {
            System.err.println("svc export: writing " + (out == null ? "standard output" : out) + " failed: "
                    + e.getMessage());
            return 1;
        }
        return 0;
    }

    /** Writes every event of the log to {@code writer}; returns how many. */
    static long export(JdbcTemplate jdbc, Writer writer) throws IOException {
        Long total = jdbc.queryForObject("SELECT COUNT(*) FROM domainevententry", Long.class);
        Progress progress = new Progress("export", total == null ? 0 : total);
        JsonGenerator json = new JsonFactory().createGenerator(writer)
                .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        long after = -1;
        long written = 0;
        try {
            while (true) {
                List<LoggedEvent> batch = jdbc.query("SELECT " + COLUMNS + " FROM domainevententry "
                        + "WHERE globalindex > ? ORDER BY globalindex LIMIT " + BATCH, (rs, row) -> new LoggedEvent(
                        rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getLong(5),
                        rs.getString(6), rs.getString(7), stored(rs.getBytes(8)), stored(rs.getBytes(9)),
                        rs.getString(10)), after);
                for (LoggedEvent event : batch) {
                    event.write(json);
                }
                if (batch.isEmpty()) {
                    break;
                }
                after = batch.get(batch.size() - 1).globalIndex();
                written += batch.size();
                progress.advance(batch.size());
            }
        } catch (IOException e) {
            progress.abandon();
            throw e;
        }
        json.flush();
        progress.finish();
        return written;
    }

    /**
     * The stored JSON as text. Axon's Jackson serializer writes it compact; were a newline ever stored between its
     * tokens, it would end the line early, so such text is kept on one line by turning those newlines to spaces.
     */
    private static String stored(byte[] bytes) {
        if (bytes == null) {
            return null;
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        return text.indexOf('\n') < 0 && text.indexOf('\r') < 0 ? text : text.replace('\r', ' ').replace('\n', ' ');
    }
}
