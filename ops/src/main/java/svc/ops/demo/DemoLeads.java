package svc.ops.demo;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Random;

/**
 * A year of leads for each brand, most touched within hours, a tail within days, some never; for a share of the
 * untouched ones the first touch is only learned later and recorded as a correction.
 */
final class DemoLeads {
    static final Instant FIRST = Instant.parse("2025-12-01T00:00:00Z");
    private static final long YEAR_SECONDS = Duration.ofDays(355).toSeconds();
    private static final String[] CHANNELS = {"web", "phone", "partner", "event"};

    private final Random random;
    private final DemoLines lines;
    private final DemoLines corrections;

    DemoLeads(Random random, DemoLines lines, DemoLines corrections) {
        this.random = random;
        this.lines = lines;
        this.corrections = corrections;
    }

    /** {@code typicalHours}: the brand's median delay to a first touch. */
    void record(String brand, int count, double typicalHours, List<String> entities) {
        String place = "tenant/" + DemoFacts.TENANT + "/brand/" + brand;
        for (int i = 1; i <= count; i++) {
            Instant delivered = FIRST.plusSeconds((long) (random.nextDouble() * YEAR_SECONDS));
            String id = "l-" + brand + "-" + i;
            String channel = CHANNELS[random.nextInt(CHANNELS.length)];
            String entity = entities.get(random.nextInt(entities.size()));
            Instant touch = touch(delivered, typicalHours);
            boolean untouched = random.nextInt(100) < 12;
            lead(lines, id, place, delivered, channel, entity, untouched ? null : touch);
            if (untouched && random.nextInt(3) == 0) {
                lead(corrections, id, place, delivered, channel, entity, touch.plus(Duration.ofDays(2)));
            }
        }
    }

    private static void lead(DemoLines to, String id, String place, Instant delivered, String channel, String entity,
            Instant touch) {
        ObjectNode lead = to.fact("lead", id, place, delivered);
        lead.put("delivered", delivered.toString()).put("channel", channel).put("entity", entity);
        if (touch != null) {
            lead.put("first_touch", touch.toString());
        }
    }

    /** A log-normal delay around the typical one, so that the high percentiles run to days. */
    private Instant touch(Instant delivered, double typicalHours) {
        double hours = typicalHours * Math.exp(1.1 * random.nextGaussian());
        return delivered.plusSeconds(Math.max(60, (long) (hours * 3600)));
    }
}
