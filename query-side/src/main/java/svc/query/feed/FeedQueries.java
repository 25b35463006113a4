package svc.query.feed;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.query.api.FeedEvent;
import svc.query.api.FeedPage;
import svc.query.api.ReadFeed;
import svc.query.api.Reading;

/**
 * read/feed, from the log itself (no projection, so nothing to wait for). The log carries no row-level security (see
 * V31); like read/history this keeps to the tenant in code: the units whose aggregate identifier starts with the
 * tenant (UnitIds), and the grants on the tenant or a place in it (GrantIds: {@code grant/<subject>@<place>}), as
 * grant_current's row-level security lets a reader of the tenant see.
 */
@Component
class FeedQueries {
    private static final String COLUMNS = "globalindex, eventidentifier, aggregateidentifier, type, sequencenumber, "
            + "payloadtype, payloadrevision, payload, metadata, timestamp";

    private final JdbcTemplate jdbc;

    FeedQueries(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @QueryHandler
    Reading handle(ReadFeed query) {
        int limit = query.limit();
        List<FeedEvent> events = new ArrayList<>(jdbc.query("SELECT " + COLUMNS + " FROM domainevententry "
                + "WHERE globalindex > ? AND (aggregateidentifier LIKE ? ESCAPE '!' AND aggregateidentifier NOT LIKE "
                + "'grant/%' OR aggregateidentifier LIKE ? ESCAPE '!' OR aggregateidentifier LIKE ? ESCAPE '!') "
                + "ORDER BY globalindex "
                + "FETCH FIRST " + (limit + 1) + " ROWS ONLY", (rs, row) -> new FeedEvent(rs.getLong(1),
                rs.getString(2), rs.getString(3), rs.getString(4), rs.getLong(5), rs.getString(6),
                rs.getString(7), text(rs.getBytes(8)), text(rs.getBytes(9)), rs.getString(10)),
                query.after(), escaped(query.tenant()) + "/%", "grant/%@" + escaped("tenant/" + query.tenant()),
                "grant/%@" + escaped("tenant/" + query.tenant()) + "/%"));
        boolean more = events.size() > limit;
        if (more) {
            events.remove(limit);
        }
        long next = events.isEmpty() ? query.after() : events.get(events.size() - 1).index();
        Map<String, String> basis = new LinkedHashMap<>();
        basis.put("/next", "counted: the global index of the last event of this page in the platform's log");
        for (int i = 0; i < events.size(); i++) {
            basis.put("/events/" + i + "/index", "counted: the event's global index in the platform's log");
            basis.put("/events/" + i + "/seq", "counted: the event's position in its unit's stream, from 0");
        }
        return new Reading(new FeedPage(events, next, more), basis);
    }

    private static String text(byte[] stored) {
        return stored == null ? null : new String(stored, StandardCharsets.UTF_8);
    }

    private static String escaped(String text) {
        return text.replace("!", "!!").replace("%", "!%").replace("_", "!_");
    }
}
