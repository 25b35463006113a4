package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * work/status and work/cancel through the real server: what they refuse. The tasks themselves are started by the
 * task routes, whose HTTP tests follow each task from 202 to its end.
 */
abstract class TasksHttpContract extends HttpSupport {
    static final String UNKNOWN = "{\"task\":\"tk_0000000000000000\"}";

    @Test
    void theStatusOfATaskThatDoesNotExistIsNotFound() throws Exception {
        Reply one = post("work/status", ana, acme, UNKNOWN);
        assertRefusal(one, 404, "not_found");
        Reply other = post("work/status", ana, acme, "{\"task\":\"tk_1111111111111111\"}");
        assertSameButRun(one.json(), other.json());
    }

    @Test
    void aStatusWithoutATaskIsRefusedNamingIt() throws Exception {
        assertThat(assertRefusal(post("work/status", ana, acme, "{}"), 400, "invalid_input").get("field")
                .asText()).isEqualTo("/task");
    }

    @Test
    void cancellingATaskThatDoesNotExistIsNotFound() throws Exception {
        assertRefusal(post("work/cancel", ana, acme, UNKNOWN), 404, "not_found");
    }

    @Test
    void cancellingNeedsTheActGrant() throws Exception {
        assertRefusal(post("work/cancel", rita, acme, UNKNOWN), 403, "not_allowed");
    }

    @Test
    void aCancelSaysNothingOfWhenItWasKnown() throws Exception {
        assertThat(assertRefusal(post("work/cancel", ana, acme, UNKNOWN, "Svc-As-Known-On", "2026-01-01"), 400,
                "invalid_input").get("field").asText()).isEqualTo("Svc-As-Known-On");
    }
}
