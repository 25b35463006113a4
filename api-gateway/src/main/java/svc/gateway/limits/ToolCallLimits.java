package svc.gateway.limits;

import svc.gateway.refusal.Refusal;

/**
 * The same buckets for a tool call as for an HTTP call: every tool call takes one call from its subject's bucket and
 * its tenant's, and a refused one is the refusal {@code too_many}. The MCP messages around tool calls (initialize,
 * listing) cost nothing, as only calls of a route do.
 */
public class ToolCallLimits {
    private final Limits limits;

    ToolCallLimits(Limits limits) {
        this.limits = limits;
    }

    /** {@code tenant} is null when the call names no readable tenant, as over HTTP. */
    public void take(String subject, String tenant) {
        limits.take(subject, tenant).refusing().ifPresent(refusing -> {
            throw Refusal.tooMany(refusing.retryAfterSeconds());
        });
    }
}
