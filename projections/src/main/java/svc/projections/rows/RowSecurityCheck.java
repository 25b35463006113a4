package svc.projections.rows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.sql.Vendor;

/**
 * Refuses to start on PostgreSQL when the service's own connection could read past row-level security or rewrite the
 * log: a superuser or BYPASSRLS role skips every policy, an owner of a table (or a member of its owner's role) can
 * turn its policies off, a projection table (or the log) without FORCEd RLS shows its rows to its owner, and a role
 * that can
 * update, delete or truncate the log could rewrite the record's only source of truth. {@code
 * svc.rls.allow-bypass=true} lets it start anyway, saying so, for a deliberately privileged connection.
 */
@Component
class RowSecurityCheck {
    private static final Logger LOG = LoggerFactory.getLogger(RowSecurityCheck.class);

    RowSecurityCheck(JdbcTemplate jdbc, RowSecuritySettings settings) {
        if (!new Vendor(jdbc).postgres()) {
            return;
        }
        List<String> wrong = problems(jdbc);
        if (wrong.isEmpty()) {
            return;
        }
        String message = "this service's database connection could read past row-level security or rewrite the log: "
                + String.join("; ", wrong) + ". Connect as a role like svc_app (made by the migrations; "
                + "--db names the owner that migrates, SVC_APP_DB_USER/SVC_APP_DB_PASSWORD the role that serves)";
        if (!settings.allowBypass()) {
            throw new IllegalStateException(message);
        }
        LOG.warn("{} (started anyway: svc.rls.allow-bypass=true)", message);
    }

    private static List<String> problems(JdbcTemplate jdbc) {
        List<String> wrong = new ArrayList<>();
        Map<String, Object> role = jdbc.queryForMap(
                "SELECT current_user AS name, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user");
        String name = (String) role.get("name");
        if (Boolean.TRUE.equals(role.get("rolsuper"))) {
            wrong.add(name + " is a superuser");
        }
        if (Boolean.TRUE.equals(role.get("rolbypassrls"))) {
            wrong.add(name + " has BYPASSRLS");
        }
        List<String> owned = jdbc.queryForList("SELECT c.relname FROM pg_class c "
                + "JOIN pg_namespace n ON n.oid = c.relnamespace "
                + "WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition "
                + "AND n.nspname NOT IN ('pg_catalog', 'information_schema') "
                + "AND n.nspname NOT LIKE 'pg_toast%' AND pg_has_role(current_user, c.relowner, 'MEMBER') "
                + "ORDER BY c.relname", String.class);
        if (!owned.isEmpty()) {
            wrong.add(name + " owns (or is a member of the owner of) " + String.join(", ", owned));
        }
        List<String> rewritable = jdbc.queryForList("SELECT t FROM unnest(ARRAY['domainevententry', "
                + "'snapshotevententry']) AS t WHERE to_regclass(t) IS NOT NULL AND (has_table_privilege(t, 'UPDATE') "
                + "OR has_table_privilege(t, 'DELETE') OR has_table_privilege(t, 'TRUNCATE')) ORDER BY t", String.class);
        if (!rewritable.isEmpty()) {
            wrong.add(name + " can rewrite the log (UPDATE, DELETE or TRUNCATE on " + String.join(", ", rewritable)
                    + ")");
        }
        for (String table : ProjectionTables.NAMES) {
            forced(jdbc, "projection table", table, wrong);
        }
        for (String table : List.of("domainevententry", "snapshotevententry")) {
            forced(jdbc, "the log's table", table, wrong);
        }
        return wrong;
    }

    private static void forced(JdbcTemplate jdbc, String what, String table, List<String> wrong) {
        List<Map<String, Object>> rls = jdbc.queryForList("SELECT relrowsecurity, relforcerowsecurity "
                + "FROM pg_class WHERE oid = to_regclass(?)", table);
        if (rls.isEmpty()) {
            wrong.add(what + " " + table + " is missing");
        } else if (!Boolean.TRUE.equals(rls.get(0).get("relrowsecurity"))
                || !Boolean.TRUE.equals(rls.get(0).get("relforcerowsecurity"))) {
            wrong.add(what + " " + table + " lacks FORCEd row-level security");
        }
    }
}
