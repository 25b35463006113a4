package svc.gateway.limits;

import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;

/** A bucket as {@link Limits} uses it: a call taken from it, or given back. */
interface HeldBucket {

    /** Takes one call, or is refused: the probe says which, what is left and how long until there is more. */
    ConsumptionProbe take();

    /** Gives back one call taken, which another bucket then refused. */
    void giveBack();

    /** A Bucket4j bucket used as it is: in this process, or a proxy that writes every take. */
    static HeldBucket of(Bucket bucket) {
        return new HeldBucket() {
            @Override
            public ConsumptionProbe take() {
                return bucket.tryConsumeAndReturnRemaining(1);
            }

            @Override
            public void giveBack() {
                bucket.addTokens(1);
            }
        };
    }
}
