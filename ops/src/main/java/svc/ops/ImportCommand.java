package svc.ops;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.springframework.context.ConfigurableApplicationContext;
import svc.gateway.refusal.Refusal;
import svc.gateway.facts.Importer;

/**
 * {@code ./svc import FILE.ndjson}: streams facts into the record in chunks, with a progress bar. Run it again after
 * it died and it skips the chunks that committed.
 */
final class ImportCommand {
    private static final int CHUNK = 500;

    private ImportCommand() {
    }

    static int run(ConfigurableApplicationContext context, Options options) {
        if (options.words().size() != 1) {
            throw new Options.UsageError("import takes one file");
        }
        Path file = Path.of(options.words().get(0));
        if (!Files.isReadable(file)) {
            throw new Options.UsageError("cannot read " + file);
        }
        int chunkSize = chunkSize(options);
        Importer importer = context.getBean(Importer.class);
        ObjectMapper json = new ObjectMapper();
        long total = count(file);
        Progress progress = new Progress("import", total);
        long number = 0;
        long recorded = 0;
        List<Importer.Line> chunk = new ArrayList<>();
        String tenant = null;
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String text;
            while ((text = reader.readLine()) != null) {
                number++;
                if (text.isBlank()) {
                    progress.advance(1);
                    continue;
                }
                JsonNode fact = parse(json, text, number);
                String lineTenant = Importer.tenantOf(fact);
                if (chunk.size() == chunkSize || (tenant != null && !tenant.equals(lineTenant))) {
                    recorded += importer.chunk(chunk, file.getFileName().toString());
                    progress.advance(chunk.size());
                    chunk.clear();
                }
                tenant = lineTenant;
                chunk.add(new Importer.Line(number, fact));
            }
            if (!chunk.isEmpty()) {
                recorded += importer.chunk(chunk, file.getFileName().toString());
                progress.advance(chunk.size());
            }
        } catch (Refusal e) {
            progress.abandon();
            System.err.println("svc import: " + e.members().getOrDefault("field", "") + ": " + e.getMessage());
            System.err.println("Chunks before it are recorded; fix the line and run the import again.");
            return 1;
        } catch (IOException e) {
            progress.abandon();
            System.err.println("svc import: reading " + file + " failed: " + e.getMessage());
            return 1;
        }
        progress.finish();
        System.out.println("imported " + recorded + " facts from " + file);
        return 0;
    }

    private static int chunkSize(Options options) {
        try {
            int size = Integer.parseInt(options.get("chunk", String.valueOf(CHUNK)));
            if (size < 1) {
                throw new NumberFormatException();
            }
            return size;
        } catch (NumberFormatException e) {
            throw new Options.UsageError("--chunk takes a whole number of lines, 1 or more");
        }
    }

    private static JsonNode parse(ObjectMapper json, String text, long number) {
        try {
            return json.readTree(text);
        } catch (JsonProcessingException e) {
            throw Refusal.invalidInput("line " + number, "line " + number + " is not JSON: "
                    + e.getOriginalMessage());
        }
    }

    private static long count(Path file) {
        try (Stream<String> lines = Files.lines(file, StandardCharsets.UTF_8)) {
            return lines.count();
        } catch (IOException e) {
            throw new Options.UsageError("cannot read " + file + ": " + e.getMessage());
        }
    }
}
