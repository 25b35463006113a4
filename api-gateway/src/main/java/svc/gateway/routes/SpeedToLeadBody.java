package svc.gateway.routes;

import java.time.Instant;
import java.util.List;

/** SpeedToLead: readings of the delay from delivery to first touch, each with the population it was read over. */
record SpeedToLeadBody(String brand, Span window, int leadsRead, List<Reading> readings) {
    record Span(Instant from, Instant to) {
    }

    /** One percentile; {@code seconds} and {@code duration} are null when no lead of the population was touched. */
    record Reading(String name, int percentile, String method, Double seconds, String duration,
            Population population) {
    }

    record Population(int delivered, int touched, int untouched) {
    }
}
