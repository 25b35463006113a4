package svc.ops.metrics;

import java.util.List;
import java.util.Map;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.stereotype.Component;
import svc.command.parking.ParkedUnits;

/**
 * {@code parkedUnits}, in the readiness group: the units whose events a projection parked, the first
 * {@value #SHOWN} by name with the processor and the cause. UP all the same: the node serves every other unit, and
 * refuses only the parked ones (503), so taking it out of service would refuse everything for the sake of a few.
 */
@Component
class ParkedUnitsHealthIndicator implements HealthIndicator {
    private static final int SHOWN = 20;

    private final ParkedUnits parked;

    ParkedUnitsHealthIndicator(ParkedUnits parked) {
        this.parked = parked;
    }

    @Override
    public Health health() {
        List<ParkedUnits.Parked> units = parked.list(null);
        return Health.up()
                .withDetails(Map.of("parked", units.size(), "units", units.stream().limit(SHOWN)
                        .map(unit -> Map.of("processor", unit.processor(), "unit", unit.unit(), "events",
                                unit.events(), "since", unit.since(), "cause", unit.cause()))
                        .toList()))
                .build();
    }
}
