package svc.gateway.app;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.refusal.Refusal;

/**
 * read/feed: the platform's log for the call's tenant, in log order, for the local app's replica. It needs read on
 * the whole tenant (the permission check of every route), because a replica answers every read of that tenant. The
 * log carries no row-level security (see V31); like read/history it keeps to the caller's tenant in code: the units
 * whose aggregate identifier starts with the tenant (UnitIds), and the grants on the tenant or a place in it
 * (GrantIds: {@code grant/<subject>@<place>}), as grant_current's row-level security lets a reader of the tenant see.
 */
@Component
class FeedRoute implements RouteHandler<FeedInput> {
    static final int LARGEST_PAGE = 1000;
    private static final String COLUMNS = "globalindex, eventidentifier, aggregateidentifier, type, sequencenumber, "
            + "payloadtype, payloadrevision, payload, metadata, timestamp";

    private final JdbcTemplate jdbc;

    FeedRoute(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String route() {
        return "read/feed";
    }

    @Override
    public Answer handle(FeedInput input, Call call) {
        if (call.envelope().scope().depth() != 1) {
            throw Refusal.invalidInput("Svc-Scope", "The feed is read for a whole tenant: name tenant/"
                    + call.tenant() + ".");
        }
        long after = input.after() == null ? 0 : input.after();
        if (after < 0) {
            throw Refusal.invalidInput("/after", "after is a global index of the log, 0 or more.");
        }
        int limit = input.limit() == null ? LARGEST_PAGE : input.limit();
        if (limit < 1 || limit > LARGEST_PAGE) {
            throw Refusal.invalidInput("/limit", "limit is 1 to " + LARGEST_PAGE + " events.");
        }
        List<FeedEvent> events = new ArrayList<>(jdbc.query("SELECT " + COLUMNS + " FROM domainevententry "
                + "WHERE globalindex > ? AND (aggregateidentifier LIKE ? ESCAPE '!' AND aggregateidentifier NOT LIKE "
                + "'grant/%' OR aggregateidentifier LIKE ? ESCAPE '!' OR aggregateidentifier LIKE ? ESCAPE '!') "
                + "ORDER BY globalindex "
                + "FETCH FIRST " + (limit + 1) + " ROWS ONLY", (rs, row) -> new FeedEvent(rs.getLong(1),
                rs.getString(2), rs.getString(3), rs.getString(4), rs.getLong(5), rs.getString(6),
                rs.getString(7), text(rs.getBytes(8)), text(rs.getBytes(9)), rs.getString(10)),
                after, escaped(call.tenant()) + "/%", "grant/%@" + escaped("tenant/" + call.tenant()),
                "grant/%@" + escaped("tenant/" + call.tenant()) + "/%"));
        boolean more = events.size() > limit;
        if (more) {
            events.remove(limit);
        }
        long next = events.isEmpty() ? after : events.get(events.size() - 1).index();
        Map<String, String> basis = new LinkedHashMap<>();
        basis.put("/next", "counted: the global index of the last event of this page in the platform's log");
        for (int i = 0; i < events.size(); i++) {
            basis.put("/events/" + i + "/index", "counted: the event's global index in the platform's log");
            basis.put("/events/" + i + "/seq", "counted: the event's position in its unit's stream, from 0");
        }
        return new Answer(new FeedPage(events, next, more), basis);
    }

    private static String text(byte[] stored) {
        return stored == null ? null : new String(stored, StandardCharsets.UTF_8);
    }

    private static String escaped(String text) {
        return text.replace("!", "!!").replace("%", "!%").replace("_", "!_");
    }
}
