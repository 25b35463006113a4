package svc.gateway.metrics;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.springframework.stereotype.Component;
import svc.gateway.dispatch.Failures;
import svc.gateway.register.Route;

/**
 * {@code svc.route.latency}: how long each call of a route took to answer, over HTTP and as a tool alike, as a
 * histogram Prometheus can take percentiles of. The tags stay few: {@code route} is a key of the register (a path
 * the register does not hold is {@value #UNKNOWN}), {@code outcome} is {@value #ANSWERED} or the refusal's code.
 */
@Component
public class RouteLatency {
    static final String NAME = "svc.route.latency";
    static final String UNKNOWN = "unknown";
    static final String ANSWERED = "2xx";

    private final MeterRegistry meters;

    RouteLatency(MeterRegistry meters) {
        this.meters = meters;
    }

    /** Answers the call through {@code answering}, timing it under {@code route}'s key and how it ended. */
    public <T, E extends Exception> T time(Optional<Route> route, Answering<T, E> answering) throws E {
        String key = route.map(Route::key).orElse(UNKNOWN);
        long start = System.nanoTime();
        try {
            T answer = answering.answer();
            record(key, ANSWERED, start);
            return answer;
        } catch (Exception failure) {
            record(key, Failures.code(failure), start);
            throw failure;
        }
    }

    /** Records one call of {@code route} that began at {@code start} ({@link System#nanoTime()}) and ended so. */
    public void record(Optional<Route> route, String outcome, long start) {
        record(route.map(Route::key).orElse(UNKNOWN), outcome, start);
    }

    private void record(String route, String outcome, long start) {
        Timer.builder(NAME)
                .description("Time to answer a call of a route, HTTP or tool")
                .tag("route", route)
                .tag("outcome", outcome)
                .publishPercentileHistogram()
                .register(meters)
                .record(System.nanoTime() - start, TimeUnit.NANOSECONDS);
    }

    /** One call's answering, which may refuse by throwing. */
    @FunctionalInterface
    public interface Answering<T, E extends Exception> {
        T answer() throws E;
    }
}
