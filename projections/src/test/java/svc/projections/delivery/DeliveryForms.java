package svc.projections.delivery;

import java.util.stream.Stream;

/** The JSON delivery changes were kept as before they were records, the same under a Telling and a rule. */
public final class DeliveryForms {
    private DeliveryForms() {
    }

    /** Each op with and without a status, an error and a message; {@code at} as recorded, to the microsecond. */
    public static Stream<String> stored() {
        return Stream.of(
                "{\"op\":\"call_failed\",\"message\":\"msg_2\",\"try\":2,\"at\":\"2026-01-01T00:00:00Z\","
                        + "\"status\":503,\"error\":null}",
                "{\"op\":\"call_failed\",\"message\":\"msg_1\",\"try\":1,\"at\":\"2026-01-01T00:00:00Z\","
                        + "\"status\":null,\"error\":\"timed out\"}",
                "{\"op\":\"call_failed\",\"message\":null,\"try\":1,\"at\":\"2026-01-01T00:00:00.123456Z\","
                        + "\"status\":null,\"error\":null}",
                "{\"op\":\"disable\",\"reason\":\"410 Gone\",\"at\":\"2026-01-01T00:00:00Z\"}",
                "{\"op\":\"disable\",\"reason\":null,\"at\":\"2026-01-01T00:00:00Z\"}");
    }
}
