package svc.gateway.limits;

import io.github.bucket4j.BucketConfiguration;

/** Where the buckets are kept: in PostgreSQL, shared by every node, or in this process on H2. */
interface BucketStore {

    /** The bucket under {@code key}, made full with {@code configuration} if there is none yet. */
    HeldBucket bucket(String key, BucketConfiguration configuration);
}
