package svc.gateway.limits;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The rate limits ({@code svc.limits.*}; docs/decisions.md, "Rate limits"). {@code enabled} false takes no bucket at
 * all and sends no RateLimit header ({@code LimitsConfig} is then left out).
 *
 * @param subject each subject's own quota, across its tenants (1200 at once, refilled 600 a minute)
 * @param tenant each tenant's quota, shared by its subjects (12000 at once, refilled 6000 a minute)
 * @param unsyncedCalls the most calls a node takes from its copy of a shared bucket that the row has not seen (its
 *        writer writes them back from half of that); 0 writes every call at once
 * @param syncInterval how often a node writes back the calls its copies took
 * @param sweepInterval how often a node deletes the shared bucket rows that expired (PostgreSQL)
 */
@ConfigurationProperties("svc.limits")
public record LimitSettings(Family subject, Family tenant,
        @DefaultValue("20") long unsyncedCalls, @DefaultValue("1s") Duration syncInterval,
        @DefaultValue("5m") Duration sweepInterval) {

    public LimitSettings {
        subject = Family.or(subject, 1200, 600);
        tenant = Family.or(tenant, 12_000, 6000);
        if (unsyncedCalls < 0) {
            throw new IllegalArgumentException("svc.limits.unsynced-calls is not negative; got " + unsyncedCalls);
        }
        if (syncInterval.isNegative() || syncInterval.isZero()) {
            throw new IllegalArgumentException("svc.limits.sync-interval is a span above zero; got " + syncInterval);
        }
        if (sweepInterval.isNegative() || sweepInterval.isZero()) {
            throw new IllegalArgumentException("svc.limits.sweep-interval is a span above zero; got " + sweepInterval);
        }
    }

    /**
     * One family's quota: {@code capacity} calls at once, refilled {@code refillPerMinute} a minute; what is not set
     * takes the family's default.
     *
     * @param capacity the burst
     * @param refillPerMinute the steady rate
     */
    public record Family(Long capacity, Long refillPerMinute) {
        static Family or(Family given, long capacity, long refillPerMinute) {
            return given == null ? new Family(capacity, refillPerMinute) : new Family(
                    given.capacity() == null ? capacity : given.capacity(),
                    given.refillPerMinute() == null ? refillPerMinute : given.refillPerMinute());
        }
    }

    Quotas quotas() {
        return new Quotas(new Quota("subject", subject.capacity(), subject.refillPerMinute()),
                new Quota("tenant", tenant.capacity(), tenant.refillPerMinute()));
    }
}
