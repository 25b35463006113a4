package svc.query.measures;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;
import svc.projections.bitemporal.Eot;
import svc.query.api.FindSpeedToLead;
import svc.query.api.SpeedToLeadAnswer;

/**
 * A year of one brand's leads (40,000, most touched by a correction recorded a day after delivery), beside another
 * brand's and other kinds' rows, written as the facts projection writes them: the reading counts what the rows say as
 * of each known-on date. (How fast it reads is a benchmark's business, not this test's.)
 */
abstract class SpeedToLeadScale {
    static final int LEADS = 40_000;
    static final Instant YEAR = Instant.parse("2026-01-01T00:00:00Z");

    abstract String url();

    @Test
    void aYearOfLeadsIsCountedAsEachKnownOnDateKnewIt() {
        String url = url();
        SingleConnectionDataSource db = new SingleConnectionDataSource(url, true);
        try {
            JdbcTemplate jdbc = new JdbcTemplate(db);
            List<Long> delays = new ArrayList<>();
            fill(jdbc, delays);
            delays.sort(null);
            SpeedToLeadQueries queries = new SpeedToLeadQueries(jdbc, new ObjectMapper());
            Instant end = YEAR.plus(Duration.ofDays(366));
            Instant now = end.plus(Duration.ofDays(30));
            FindSpeedToLead asKnownNow = new FindSpeedToLead("acme", "tenant/acme/brand/b1", YEAR, end, now, now);
            FindSpeedToLead beforeAnyTouch = new FindSpeedToLead("acme", "tenant/acme/brand/b1", YEAR, end, now,
                    YEAR.plus(Duration.ofHours(12)));
            SpeedToLeadAnswer answer = queries.handle(asKnownNow);

            assertThat(answer.leadsRead()).isEqualTo(LEADS);
            assertThat(answer.delivered()).isEqualTo(LEADS);
            assertThat(answer.touched()).isEqualTo(delays.size());
            assertThat(answer.readings().get(0).delay().toSeconds())
                    .isEqualTo(delays.get((int) Math.ceil(0.50 * delays.size()) - 1));
            assertThat(answer.readings().get(2).delay().toSeconds())
                    .isEqualTo(delays.get((int) Math.ceil(0.95 * delays.size()) - 1));
            SpeedToLeadAnswer before = queries.handle(beforeAnyTouch);
            assertThat(before.leadsRead()).isEqualTo(deliveredBy(beforeAnyTouch.knownOn())).isPositive();
            assertThat(before.touched()).isZero();
        } finally {
            db.destroy();
        }
    }

    private static long deliveredBy(Instant knownOn) {
        return IntStream.range(0, LEADS).filter(i -> !delivered(i).isAfter(knownOn)).count();
    }

    private static Instant delivered(int i) {
        return YEAR.plusSeconds((long) i * 366 * 86_400 / LEADS);
    }

    /** Writes the rows, keeping the delay in seconds of every lead of brand b1 touched as known now. */
    private static void fill(JdbcTemplate jdbc, List<Long> delays) {
        Random random = new Random(4);
        List<Object[]> rows = new ArrayList<>();
        for (int i = 0; i < LEADS; i++) {
            Instant delivered = delivered(i);
            Long delay = lead(rows, "b1", "l" + i, delivered, random);
            if (delay != null) {
                delays.add(delay);
            }
            if (i % 4 == 0) {
                lead(rows, "b2", "m" + i, delivered, random);
                rows.add(row("entity", "e" + i, "tenant/acme", delivered, Eot.INSTANT, delivered, Eot.INSTANT,
                        "{\"present\":true,\"id\":\"e" + i + "\",\"name\":\"Entity " + i + "\"}"));
            }
            if (rows.size() > 5_000) {
                insert(jdbc, rows);
            }
        }
        insert(jdbc, rows);
    }

    /** Writes one lead's rows; answers its delay in seconds, or null when it was never touched. */
    private static Long lead(List<Object[]> rows, String brand, String id, Instant delivered, Random random) {
        String place = "tenant/acme/brand/" + brand;
        String untouched = "{\"present\":true,\"id\":\"" + id + "\",\"kind\":\"lead\",\"place\":\"" + place
                + "\",\"delivered\":\"" + delivered + "\",\"channel\":\"web\"}";
        if (random.nextInt(10) == 0) {
            rows.add(row("lead", id, place, delivered, Eot.INSTANT, delivered, Eot.INSTANT, untouched));
            return null;
        }
        long delay = 60 + random.nextInt(86_400);
        Instant touch = delivered.plusSeconds(delay);
        Instant corrected = delivered.plus(Duration.ofDays(1));
        rows.add(row("lead", id, place, delivered, Eot.INSTANT, delivered, corrected, untouched));
        rows.add(row("lead", id, place, delivered, Eot.INSTANT, corrected, Eot.INSTANT,
                untouched.replace("}", ",\"first_touch\":\"" + touch + "\"}")));
        return delay;
    }

    private static Object[] row(String kind, String id, String place, Instant validFrom, Instant validTo,
            Instant sysFrom, Instant sysTo, String state) {
        return new Object[] {"acme:" + kind + ":" + id, kind, "acme", place, utc(validFrom), utc(validTo),
                utc(sysFrom), utc(sysTo), 1L, true, state};
    }

    private static void insert(JdbcTemplate jdbc, List<Object[]> rows) {
        jdbc.batchUpdate("INSERT INTO bt_unit (unit_id, kind, tenant, place, valid_from, valid_to, sys_from, sys_to, "
                + "created_seq, present, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows);
        rows.clear();
    }

    private static OffsetDateTime utc(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }
}
