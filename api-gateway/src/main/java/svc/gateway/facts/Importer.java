package svc.gateway.facts;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.springframework.stereotype.Component;
import svc.command.api.ActOutcome;
import svc.command.api.KeptChanges;
import svc.gateway.envelope.Scope;
import svc.gateway.keys.Fingerprint;
import svc.gateway.refusal.Refusal;

/**
 * {@code ./svc import}: facts one JSON object a line, recorded in chunks. Each chunk commits with a key made from
 * its lines and position, so an import run again after dying halfway skips what committed and records the rest:
 * nothing lost, nothing doubled.
 */
@Component
public class Importer {
    static final String SUBJECT = "import";

    private final FactReader reader;
    private final Recorder recorder;
    private final KeptChanges transactions;
    private final Clock clock;

    Importer(FactReader reader, Recorder recorder, KeptChanges transactions, Clock clock) {
        this.reader = reader;
        this.recorder = recorder;
        this.transactions = transactions;
        this.clock = clock;
    }

    /** A line of the file: its number (from 1) and its fact. */
    public record Line(long number, JsonNode fact) {
    }

    /** Reads every line first, then records the chunk in one transaction; returns how many facts it holds. */
    public int chunk(List<Line> lines, String source) {
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        List<Fact> facts = new ArrayList<>();
        String tenant = null;
        for (Line line : lines) {
            String at = "line " + line.number();
            JsonNode place = line.fact().get("place");
            if (place == null || !place.isTextual()) {
                throw Refusal.invalidInput(at + " /place", "An imported fact names its place.");
            }
            Scope scope = Scope.parse(place.asText());
            Fact fact = reader.read(line.fact(), at + " ", new Scope(scope.tenant(), null, null), now);
            if (tenant != null && !tenant.equals(scope.tenant())) {
                throw new IllegalArgumentException("one chunk holds facts of one tenant");
            }
            tenant = scope.tenant();
            facts.add(fact);
        }
        var batch = JsonNodeFactory.instance.arrayNode();
        lines.forEach(line -> batch.addObject().put("line", line.number()).set("fact", line.fact()));
        String fingerprint = Fingerprint.of("import", "", "", batch);
        String key = "import:" + fingerprint;
        String chunkTenant = tenant;
        String run = "run_import_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        transactions.run(SUBJECT, key, "import", fingerprint, () -> {
            for (int i = 0; i < facts.size(); i++) {
                recorder.record(facts.get(i), chunkTenant, SUBJECT, run, "import",
                        "imported from " + source + " line " + lines.get(i).number());
            }
            return ActOutcome.ofBody(batch.size() == 0 ? null : JsonNodeFactory.instance.numberNode(facts.size()),
                    now);
        });
        return facts.size();
    }

    /** The tenant a line's fact belongs to, so that callers can cut chunks at tenant boundaries. */
    public static String tenantOf(JsonNode fact) {
        JsonNode place = fact.get("place");
        return place != null && place.isTextual() ? Scope.parse(place.asText()).tenant() : "";
    }
}
