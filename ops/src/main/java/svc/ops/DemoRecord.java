package svc.ops;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.GiveGrant;
import svc.command.api.GrantIds;
import svc.command.api.RecordHypothesis;
import svc.command.api.SettleHypothesis;
import svc.command.api.Standing;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.auth.TokenIssuer;
import svc.gateway.facts.Commands;
import svc.gateway.facts.Importer;
import svc.ops.demo.DemoFacts;

/**
 * {@code ./svc serve --demo}: on first start, records the demo tenant (its admin's grants, hypotheses in two brands,
 * settlings including a retroactive one, and the market record of {@link DemoFacts} with its corrections), then
 * prints a token for its admin on every start.
 */
@Component
@ConditionalOnProperty(name = "svc.demo", havingValue = "true")
class DemoRecord {
    static final String TENANT = DemoFacts.TENANT;
    static final String ADMIN = DemoFacts.ADMIN;
    static final String SPRING = DemoFacts.SPRING;
    static final String RETENTION = DemoFacts.RETENTION;
    private static final int CHUNK = 500;
    private static final Logger LOG = LoggerFactory.getLogger(DemoRecord.class);

    private final Commands commands;
    private final Importer importer;
    private final JdbcTemplate jdbc;
    private final TokenIssuer tokens;

    DemoRecord(Commands commands, Importer importer, JdbcTemplate jdbc, TokenIssuer tokens) {
        this.commands = commands;
        this.importer = importer;
        this.jdbc = jdbc;
        this.tokens = tokens;
    }

    @EventListener(ApplicationReadyEvent.class)
    void recordOnce() {
        Integer known = jdbc.queryForObject(
                "SELECT COUNT(*) FROM domainevententry WHERE aggregateidentifier = ?", Integer.class,
                GrantIds.of(ADMIN, "tenant/" + TENANT));
        if (known == null || known == 0) {
            record();
            LOG.info("recorded the demo tenant '{}'", TENANT);
        }
        System.out.println();
        System.out.println("Demo tenant '" + TENANT + "' is ready. A token for its admin (8h):");
        System.out.println();
        System.out.println(tokens.issue(ADMIN, Duration.ofHours(8)));
        System.out.println();
    }

    private void record() {
        send("grant", new GiveGrant(GrantIds.of(ADMIN, "tenant/" + TENANT), ADMIN, "tenant/" + TENANT,
                List.of("read", "ask", "act", "admin"), "run", "demo"));
        hypothesis("h-pricing", SPRING, "Raising the entry price by 10% does not lower sign-ups", "2026-01-05");
        hypothesis("h-referrals", SPRING, "Partner referrals convert better than paid search", "2026-02-01");
        hypothesis("h-churn", RETENTION, "A second onboarding call halves first-month churn", "2026-03-10");
        settle("h-pricing", SPRING, Standing.SUPPORTED, "March cohort: sign-ups held at 1,204", "2026-03-01");
        settle("h-referrals", SPRING, Standing.CANNOT_TELL, "Too few referred leads in February", "2026-03-01");
        settle("h-pricing", SPRING, Standing.REFUTED,
                "Correction: the February cohort already fell 8% after the change", "2026-02-15");
        DemoFacts facts = DemoFacts.make();
        importAll(facts.first(), "demo-record.ndjson");
        importAll(facts.corrections(), "demo-corrections.ndjson");
    }

    /** Through the importer, as `./svc import` would: the corrections are recorded after, and known after, the rest. */
    private void importAll(List<ObjectNode> facts, String source) {
        List<Importer.Line> chunk = new ArrayList<>();
        for (int i = 0; i < facts.size(); i++) {
            chunk.add(new Importer.Line(i + 1, facts.get(i)));
            if (chunk.size() == CHUNK || i == facts.size() - 1) {
                importer.chunk(chunk, source);
                chunk.clear();
            }
        }
        LOG.info("recorded {} demo facts from {}", facts.size(), source);
    }

    private void hypothesis(String id, String place, String claim, String trueFrom) {
        send("import", new RecordHypothesis(UnitIds.of(TENANT, UnitKind.HYPOTHESIS, id), TENANT, id, place, claim,
                Instant.parse(trueFrom + "T00:00:00Z"), null));
    }

    private void settle(String id, String place, Standing standing, String on, String trueFrom) {
        send("act/settle", new SettleHypothesis(UnitIds.of(TENANT, UnitKind.HYPOTHESIS, id), place, standing, on, ADMIN,
                Instant.parse(trueFrom + "T00:00:00Z")));
    }

    private void send(String via, Object command) {
        commands.send(command, ADMIN, "run_demo", via, "demo record");
    }
}
