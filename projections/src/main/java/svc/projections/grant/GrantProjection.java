package svc.projections.grant;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.GrantGiven;
import svc.command.api.GrantWithdrawn;
import svc.command.api.InvitedGrantsGiven;
import svc.projections.ProjectionsEnabled;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/**
 * The {@code grants} projection: what each subject holds on each place now, with its act mode, for the permission
 * check. Every grant event carries the whole set held after it, so each replaces the row and a replay is harmless.
 */
@Component
@ProjectionsEnabled
@ProcessingGroup(GrantProjection.NAME)
public class GrantProjection implements Rebuildable {
    public static final String NAME = "grants";
    /** The payload types of the events this projection handles, as the log stores them. */
    public static final Set<String> EVENTS = Arrays.stream(GrantProjection.class.getDeclaredMethods())
            .filter(method -> method.isAnnotationPresent(EventHandler.class))
            .map(method -> method.getParameterTypes()[0].getName())
            .collect(Collectors.toUnmodifiableSet());

    private final JdbcTemplate jdbc;

    GrantProjection(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(GrantGiven event) {
        holds(event.subject(), event.place(), event.grants(), event.mode());
    }

    @EventHandler
    void on(InvitedGrantsGiven event) {
        holds(event.subject(), event.place(), event.held(), event.mode());
    }

    @EventHandler
    void on(GrantWithdrawn event) {
        holds(event.subject(), event.place(), event.held(), event.mode());
    }

    private void holds(String subject, String place, List<String> grants, String mode) {
        jdbc.update("DELETE FROM grant_current WHERE subject = ? AND place = ?", subject, place);
        if (!grants.isEmpty()) {
            jdbc.update("INSERT INTO grant_current (subject, place, grants, mode) VALUES (?, ?, ?, ?)",
                    subject, place, String.join(",", grants), mode);
        }
    }

    @Override
    public List<OwnedRows> rows() {
        return List.of(OwnedRows.wholeTable("grant_current"));
    }

    @ResetHandler
    void reset() {
        forget(jdbc);
    }
}
