package svc.gateway.limits;

import java.util.List;

/**
 * Takes one call from the caller's subject bucket and from its tenant's. The subject's goes first, so a subject over
 * its quota is refused without spending its tenant's; a call the tenant's bucket refuses is given back to the
 * subject's, so a refused call costs nothing.
 */
class Limits {
    private final BucketStore buckets;
    private final Quota subject;
    private final Quota tenant;

    Limits(BucketStore buckets, Quota subject, Quota tenant) {
        this.buckets = buckets;
        this.subject = subject;
        this.tenant = tenant;
    }

    /** {@code tenantId} is null when the call names no readable tenant; then only the subject's bucket counts it. */
    Verdict take(String subjectId, String tenantId) {
        HeldBucket bySubject = buckets.bucket(subject.key(subjectId), subject.configuration());
        Reading subjectReading = new Reading(subject, bySubject.take());
        if (tenantId == null) {
            return new Verdict(List.of(subject), List.of(subjectReading));
        }
        if (subjectReading.refused()) {
            return new Verdict(List.of(subject, tenant), List.of(subjectReading));
        }
        HeldBucket byTenant = buckets.bucket(tenant.key(tenantId), tenant.configuration());
        Reading tenantReading = new Reading(tenant, byTenant.take());
        if (tenantReading.refused()) {
            bySubject.giveBack();
        }
        return new Verdict(List.of(subject, tenant), List.of(subjectReading, tenantReading));
    }
}
