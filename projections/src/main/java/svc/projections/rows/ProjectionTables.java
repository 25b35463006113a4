package svc.projections.rows;

import java.util.List;

/**
 * Every projection table, each under FORCEd row-level security on PostgreSQL (V31__row_security.sql). A new
 * projection table gets its policy in a migration and its name here, or the service refuses to start.
 */
public final class ProjectionTables {
    public static final List<String> NAMES = List.of("bt_unit", "bt_change", "wf_runner", "grant_current",
            "entity_meaning", "notice_target", "notice", "email_outbox");

    private ProjectionTables() {
    }
}
