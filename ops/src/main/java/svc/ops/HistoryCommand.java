package svc.ops;

import java.time.Instant;
import java.util.List;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.gateway.envelope.Times;
import svc.gateway.refusal.Refusal;
import svc.query.api.FindHistory;
import svc.query.api.HistoryAnswer;
import svc.query.api.HistoryEntry;
import org.axonframework.queryhandling.QueryGateway;

/** {@code ./svc history --unit KIND/ID [--tenant T] [--known-on K]}: the audit trail of one unit. */
final class HistoryCommand {
    private HistoryCommand() {
    }

    static int run(ConfigurableApplicationContext context, Options options) {
        String unit = options.required("unit");
        if (!unit.matches("[a-z_]+/[^/]+")) {
            throw new Options.UsageError("--unit reads KIND/ID, for example hypothesis/h1");
        }
        Instant knownOn;
        try {
            knownOn = options.get("known-on", null) == null ? Instant.now()
                    : Times.parse(options.get("known-on", null), "--known-on");
        } catch (Refusal e) {
            throw new Options.UsageError(e.getMessage());
        }
        String tenant = options.get("tenant", null);
        List<String> candidates = context.getBean(JdbcTemplate.class).queryForList(
                "SELECT DISTINCT aggregateidentifier FROM domainevententry WHERE aggregateidentifier LIKE ?",
                String.class, (tenant == null ? "%" : tenant) + "/" + unit);
        if (candidates.isEmpty()) {
            System.err.println("svc history: no unit " + unit + (tenant == null ? "" : " in tenant " + tenant));
            return 1;
        }
        if (candidates.size() > 1) {
            throw new Options.UsageError(unit + " is in several tenants (" + candidates + "); name one with --tenant");
        }
        String unitId = candidates.get(0);
        String tenantOfUnit = unitId.substring(0, unitId.indexOf('/'));
        HistoryAnswer history = context.getBean(QueryGateway.class)
                .query(new FindHistory(unitId, "tenant/" + tenantOfUnit, knownOn), HistoryAnswer.class).join();
        System.out.printf("%-4s %-22s %-28s %-28s %-14s %s%n", "seq", "event", "true from", "known on", "by", "why");
        for (HistoryEntry entry : history.entries()) {
            System.out.printf("%-4d %-22s %-28s %-28s %-14s %s%n", entry.seq(), entry.event(), entry.trueFrom(),
                    entry.knownOn(), entry.by(), entry.because());
        }
        if (history.entries().isEmpty()) {
            System.out.println("(nothing known on " + knownOn + ")");
        }
        return 0;
    }
}
