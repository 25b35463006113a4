package svc.ops;

import java.util.List;
import java.util.Optional;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The unit a command line names as {@code --unit KIND/ID [--tenant T]}: its aggregate identifier in the log, found
 * in the tenant given or in the one tenant that has it.
 */
final class UnitLookup {
    private UnitLookup() {
    }

    /** Empty when no tenant has the unit, after saying so on standard error. */
    static Optional<String> find(ConfigurableApplicationContext context, Options options, String command) {
        String unit = options.required("unit");
        if (!unit.matches("[a-z_]+/[^/]+")) {
            throw new Options.UsageError("--unit reads KIND/ID, for example hypothesis/h1");
        }
        String tenant = options.get("tenant", null);
        if (tenant != null && tenant.contains("/")) {
            throw new Options.UsageError("--tenant names one tenant, for example demo; got '" + tenant + "'");
        }
        // What was given is escaped, so that an id holding % or _ matches itself only; the tenant is one segment.
        String pattern = (tenant == null ? "%" : escaped(tenant)) + "/" + escaped(unit);
        List<String> candidates = context.getBean(JdbcTemplate.class).queryForList(
                "SELECT DISTINCT aggregateidentifier FROM domainevententry WHERE aggregateidentifier LIKE ? ESCAPE '!'",
                String.class, pattern).stream()
                .filter(id -> id.indexOf('/') == id.length() - unit.length() - 1)
                .toList();
        if (candidates.isEmpty()) {
            System.err.println("svc " + command + ": no unit " + unit + (tenant == null ? "" : " in tenant " + tenant));
            return Optional.empty();
        }
        if (candidates.size() > 1) {
            throw new Options.UsageError(unit + " is in several tenants (" + candidates + "); name one with --tenant");
        }
        return Optional.of(candidates.get(0));
    }

    private static String escaped(String text) {
        return text.replace("!", "!!").replace("%", "!%").replace("_", "!_");
    }
}
