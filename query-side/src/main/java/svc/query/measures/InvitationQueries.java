package svc.query.measures;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.UnitStates;
import svc.projections.fact.FactFields.Invitation;
import svc.projections.fact.FactState;
import svc.query.Awaits;
import svc.query.api.FindInvitations;
import svc.query.api.InvitationsAnswer.InvitationState;
import svc.query.api.InvitationsAnswer;
import svc.sql.SqlTimes;

/**
 * Lists a tenant's invitations from the bitemporal rows of the {@code facts} projection. Each one's valid-time history
 * as known on the known-on date is read up to the true-on date, so the date its current state began can be found:
 * a statement that repeats the state (a change of grants, say) does not move it.
 */
@Component
class InvitationQueries {
    private final JdbcTemplate jdbc;
    private final UnitStates states;

    InvitationQueries(JdbcTemplate jdbc, UnitStates states) {
        this.jdbc = jdbc;
        this.states = states;
    }

    @QueryHandler
    @Awaits(UnitKind.INVITATION)
    InvitationsAnswer handle(FindInvitations query) {
        Object trueOn = SqlTimes.at(query.trueOn());
        Object knownOn = SqlTimes.at(query.knownOn());
        Map<String, List<Row>> histories = new LinkedHashMap<>();
        jdbc.query("SELECT unit_id, valid_from, valid_to, present, state FROM bt_unit WHERE tenant = ? "
                        + "AND kind = 'invitation' AND valid_from <= ? AND sys_from <= ? AND sys_to > ? "
                        + "ORDER BY unit_id, valid_from",
                rs -> {
                    histories.computeIfAbsent(rs.getString(1), id -> new ArrayList<>()).add(new Row(
                            rs.getObject(2, OffsetDateTime.class).toInstant(),
                            rs.getObject(3, OffsetDateTime.class).toInstant(), rs.getBoolean(4),
                            states.read(FactState.class, rs.getString(5))));
                }, query.tenant(), trueOn, knownOn, knownOn);
        List<InvitationState> invitations = new ArrayList<>();
        for (List<Row> history : histories.values()) {
            Row current = history.get(history.size() - 1);
            String place = current.state().place();
            if (!current.present() || !current.validTo().isAfter(query.trueOn())
                    || place == null || !Places.within(place, query.callScope())) {
                continue;
            }
            invitations.add(new InvitationState(current.state(), since(history)));
        }
        invitations.sort(Comparator.comparing(i -> i.state().id()));
        return new InvitationsAnswer(invitations);
    }

    /** The start of the unbroken run of rows, ending with the last, that hold the last row's state. */
    private static Instant since(List<Row> history) {
        int first = history.size() - 1;
        String state = history.get(first).state().field(Invitation.STATE).asText();
        while (first > 0) {
            Row before = history.get(first - 1);
            if (!before.present() || !before.validTo().equals(history.get(first).validFrom())
                    || !state.equals(before.state().field(Invitation.STATE).asText())) {
                break;
            }
            first--;
        }
        return history.get(first).validFrom();
    }

    private record Row(Instant validFrom, Instant validTo, boolean present, FactState state) {
    }
}
