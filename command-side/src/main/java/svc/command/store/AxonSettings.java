package svc.command.store;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How the event store and its processors run ({@code svc.axon.*}); docs/decisions.md says why each default is what it
 * is. Refused at start when out of range, naming the setting.
 *
 * @param batchSize events a processor handles in one transaction
 * @param segments segments of every processor, the same on every node
 * @param claimExtension how often a node extends the claims it holds
 * @param claimInterval how often a processor looks for segments to claim (and takes up one let go after a failure)
 * @param claimTimeout how long a claim not extended stays a node's before another node may take it
 * @param fetchDelay how often the store reads the log when nothing told it of an append (another node's, missed)
 * @param gapTimeoutMs how long a gap in the log's indexes is waited for before it is passed over
 * @param notifyDebounce the least time between two notices to the other nodes that this one appended
 * @param wakeGather the least time between two wake-ups of the processors under a stream of commits
 * @param parkedUnitsPerProcessor the most units a processor parks before it stalls instead
 * @param wakeUnconcerned the least time between two wake-ups of a processor that takes none of the new events (it is
 *     woken at once when a read waits for it)
 */
@ConfigurationProperties("svc.axon")
public record AxonSettings(@DefaultValue("100") int batchSize, @DefaultValue("4") int segments,
        @DefaultValue("5s") Duration claimExtension, @DefaultValue("5s") Duration claimInterval,
        @DefaultValue("10s") Duration claimTimeout, @DefaultValue("100ms") Duration fetchDelay,
        @DefaultValue("300000") int gapTimeoutMs, @DefaultValue("5ms") Duration notifyDebounce,
        @DefaultValue("10ms") Duration wakeGather, @DefaultValue("10000") int parkedUnitsPerProcessor,
        @DefaultValue("100ms") Duration wakeUnconcerned) {

    public AxonSettings {
        atLeast("batch-size", batchSize, 1);
        atLeast("segments", segments, 1);
        atLeast("gap-timeout-ms", gapTimeoutMs, 0);
        atLeast("parked-units-per-processor", parkedUnitsPerProcessor, 1);
        positive("claim-extension", claimExtension);
        positive("claim-interval", claimInterval);
        positive("claim-timeout", claimTimeout);
        positive("fetch-delay", fetchDelay);
        if (notifyDebounce.isNegative() || wakeGather.isNegative() || wakeUnconcerned.isNegative()) {
            throw new IllegalArgumentException("svc.axon.notify-debounce, svc.axon.wake-gather and "
                    + "svc.axon.wake-unconcerned are not negative");
        }
    }

    private static void atLeast(String name, int value, int least) {
        if (value < least) {
            throw new IllegalArgumentException("svc.axon." + name + " is at least " + least + "; got " + value);
        }
    }

    private static void positive(String name, Duration value) {
        if (value.isNegative() || value.isZero()) {
            throw new IllegalArgumentException("svc.axon." + name + " is a positive duration; got " + value);
        }
    }
}
