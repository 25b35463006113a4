package svc.projections.grant;

import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.GrantGiven;
import svc.projections.ProjectionsEnabled;

/** The {@code grants} projection: what each subject holds on each place now, for the permission check. */
@Component
@ProjectionsEnabled
@ProcessingGroup("grants")
class GrantProjection {
    private final JdbcTemplate jdbc;

    GrantProjection(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(GrantGiven event) {
        jdbc.update("DELETE FROM grant_current WHERE subject = ? AND place = ?", event.subject(), event.place());
        if (!event.grants().isEmpty()) {
            jdbc.update("INSERT INTO grant_current (subject, place, grants, mode) VALUES (?, ?, ?, ?)",
                    event.subject(), event.place(), String.join(",", event.grants()), event.mode());
        }
    }

    @ResetHandler
    void reset() {
        jdbc.update("DELETE FROM grant_current");
    }
}
