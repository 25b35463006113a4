package svc.projections.delivery;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.util.ArrayList;
import java.util.List;

/**
 * What deliveries did to a unit told of changes (a Telling, a rule): the latest {@value #KEPT_CALLS} calls that
 * failed, newest last, how many failed in all, and whether it was disabled. Every failed call stays in the log
 * (read/history): the state keeps a window so that an address down for days does not make every later row of the
 * unit carry thousands of calls.
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Delivery(List<Call> failedCalls, int failedCallCount, Disabled disabled) {
    public static final int KEPT_CALLS = 50;
    public static final Delivery NONE = new Delivery(List.of(), 0, null);

    /**
     * One call that did not deliver, as the deliverer recorded it: {@code at} is kept as the text it was recorded
     * in, and {@code status} or {@code error} is null, both written, as answers show them.
     */
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    public record Call(String at, String message, @JsonProperty("try") int attempt, Integer status, String error) {
    }

    /** Since when (as recorded) and why the unit is told nothing more. */
    public record Disabled(String since, String reason) {
    }

    Delivery failed(Call call) {
        List<Call> calls = new ArrayList<>(failedCalls);
        calls.add(call);
        return new Delivery(List.copyOf(calls.subList(Math.max(0, calls.size() - KEPT_CALLS), calls.size())),
                failedCallCount + 1, disabled);
    }

    Delivery disabled(String since, String reason) {
        return new Delivery(failedCalls, failedCallCount, new Disabled(since, reason));
    }
}
