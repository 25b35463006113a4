package svc.query.measures;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.fact.FactFields.Lead;
import svc.query.Awaits;
import svc.query.api.DelayReading;
import svc.query.api.FindSpeedToLead;
import svc.query.api.SpeedToLeadAnswer;
import svc.sql.SqlTimes;

/**
 * Reads the delay from delivery to first touch of one brand's leads from the bitemporal rows of the {@code facts}
 * projection. Leads live at their brand's place, so the rows are picked by place; their two instants are read from
 * each row's state.
 */
@Component
class SpeedToLeadQueries {
    private static final int[] PERCENTILES = {50, 90, 95};
    private static final String[] NAMES = {"median", "p90", "p95"};

    private final JdbcTemplate jdbc;
    private final ObjectMapper json;

    SpeedToLeadQueries(JdbcTemplate jdbc, ObjectMapper json) {
        this.jdbc = jdbc;
        this.json = json;
    }

    @QueryHandler
    @Awaits(UnitKind.LEAD)
    SpeedToLeadAnswer handle(FindSpeedToLead query) {
        Object trueOn = SqlTimes.at(query.trueOn());
        Object knownOn = SqlTimes.at(query.knownOn());
        Tally tally = new Tally(query);
        jdbc.query("SELECT state FROM bt_unit WHERE tenant = ? AND kind = 'lead' AND place = ? AND present = TRUE "
                        + "AND valid_from <= ? AND valid_to > ? AND sys_from <= ? AND sys_to > ?",
                rs -> {
                    tally.add(times(rs.getString(1)));
                }, query.tenant(), query.brandPlace(), trueOn, trueOn, knownOn, knownOn);
        return tally.answer();
    }

    /**
     * The two instants of a lead's state. A year of leads is tens of thousands of states, so they are streamed for
     * the two members rather than each read into a tree.
     */
    private LeadTimes times(String state) {
        try (JsonParser parser = json.getFactory().createParser(state)) {
            Instant delivered = null;
            Instant firstTouch = null;
            parser.nextToken();
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String name = parser.currentName();
                JsonToken value = parser.nextToken();
                if (value == JsonToken.VALUE_STRING && name.equals(Lead.DELIVERED)) {
                    delivered = Instant.parse(parser.getText());
                } else if (value == JsonToken.VALUE_STRING && name.equals(Lead.FIRST_TOUCH)) {
                    firstTouch = Instant.parse(parser.getText());
                } else {
                    parser.skipChildren();
                }
            }
            if (delivered == null) {
                throw new IllegalStateException("a lead's state has no delivery: " + state);
            }
            return new LeadTimes(delivered, firstTouch);
        } catch (IOException e) {
            throw new IllegalStateException("stored state is not JSON", e);
        }
    }

    private record LeadTimes(Instant delivered, Instant firstTouch) {
    }

    /**
     * Counts leads as they are read. A delivery or a touch after the true-on date has not happened as of that date,
     * even when a fact true by then already names it.
     */
    private static final class Tally {
        private final FindSpeedToLead query;
        private long[] delays = new long[1024];
        private int touched;
        private int delivered;
        private int read;

        Tally(FindSpeedToLead query) {
            this.query = query;
        }

        void add(LeadTimes lead) {
            read++;
            Instant delivery = lead.delivered();
            if (delivery.isBefore(query.from()) || !delivery.isBefore(query.to())
                    || delivery.isAfter(query.trueOn())) {
                return;
            }
            delivered++;
            Instant firstTouch = lead.firstTouch();
            if (firstTouch == null || firstTouch.isAfter(query.trueOn())) {
                return;
            }
            if (touched == delays.length) {
                delays = Arrays.copyOf(delays, touched * 2);
            }
            delays[touched++] = Duration.between(delivery, firstTouch).toNanos() / 1000;
        }

        SpeedToLeadAnswer answer() {
            long[] ascending = Arrays.copyOf(delays, touched);
            Arrays.sort(ascending);
            List<DelayReading> readings = new ArrayList<>();
            for (int i = 0; i < PERCENTILES.length; i++) {
                readings.add(new DelayReading(NAMES[i], PERCENTILES[i], touched == 0 ? null
                        : Duration.ofNanos(NearestRank.of(ascending, PERCENTILES[i]) * 1000)));
            }
            return new SpeedToLeadAnswer(read, delivered, touched, readings);
        }
    }
}
