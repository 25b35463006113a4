package svc.workers.gate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.eventhandling.GenericTrackedEventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.junit.jupiter.api.Test;

/**
 * The gate never passes over an event of a tenant that an earlier event of the log opened, however the events come:
 * in order, with gaps in the log, redelivered after a failure, or after another node took the segment for a while.
 */
class TenantGateTest {
    private static final List<String> TENANTS = List.of("acme", "bolt", "core");

    private final List<String> asked = new ArrayList<>();
    private final Set<String> committed = new HashSet<>();
    private final TenantGate gate = new TenantGate(tenant -> {
        asked.add(tenant);
        return committed.contains(tenant);
    });

    @Test
    void aTenantWithoutWorkIsAskedOnceWhileTheEventsComeInOrder() {
        assertThat(gate.mayHaveWork(at(10), "acme")).isFalse();
        assertThat(gate.mayHaveWork(at(11), "acme")).isFalse();
        gate.passes(at(12));
        assertThat(gate.mayHaveWork(at(13), "acme")).isFalse();

        assertThat(asked).containsExactly("acme");
    }

    @Test
    void anEventThatOpensATenantLetsItsLaterEventsThroughBeforeItIsCommitted() {
        assertThat(gate.mayHaveWork(at(1), "acme")).isFalse();

        gate.opens(at(2), "acme");

        assertThat(gate.mayHaveWork(at(3), "acme")).isTrue();
        assertThat(gate.mayHaveWork(at(9), "acme")).isTrue();
    }

    @Test
    void aBreakInTheOrderAsksTheTableAgain() {
        assertThat(gate.mayHaveWork(at(1), "acme")).isFalse();
        committed.add("acme");

        assertThat(gate.mayHaveWork(at(5), "acme")).isTrue();
        assertThat(asked).containsExactly("acme", "acme");
    }

    @Test
    void anEventRedeliveredFromAnEarlierPlaceAsksTheTableAgain() {
        assertThat(gate.mayHaveWork(at(7), "acme")).isFalse();
        committed.add("acme");

        assertThat(gate.mayHaveWork(at(4), "acme")).isTrue();
    }

    @Test
    void aTenantFoundWithWorkIsNotAskedAgain() {
        committed.add("acme");
        assertThat(gate.mayHaveWork(at(1), "acme")).isTrue();
        committed.clear();

        assertThat(gate.mayHaveWork(at(8), "acme")).isTrue();
        assertThat(asked).containsExactly("acme");
    }

    /**
     * A log of random events (opening a tenant, or one of its other events) at positions with gaps, given to one
     * node's gate as a pooled processor would: in order from the last committed event, committed now and then, the
     * segment lost to another node that handles (and commits) some events this gate never sees, and a batch failed
     * and redelivered. An event of a tenant opened earlier in the log is never passed over. Seeds printed on failure.
     */
    @Test
    void noEventOfATenantOpenedEarlierIsPassedOver() {
        qt().withExamples(300).forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            List<Event> log = log(random);
            Set<String> table = new HashSet<>();
            TenantGate node = new TenantGate(table::contains);
            int committedUpTo = 0;
            int next = 0;
            while (next < log.size()) {
                int choice = random.nextInt(20);
                if (choice == 0) {
                    // another node has the segment for a while: it handles these events and commits them
                    next = Math.min(log.size(), next + 1 + random.nextInt(5));
                    committedUpTo = commit(log, table, next);
                } else if (choice == 1) {
                    // a batch failed: the events after the last commit come again
                    next = committedUpTo;
                } else if (choice < 5) {
                    committedUpTo = commit(log, table, next);
                } else {
                    Event event = log.get(next);
                    boolean openedBefore = log.subList(0, next).stream()
                            .anyMatch(e -> e.opens() && e.tenant().equals(event.tenant()));
                    if (event.opens()) {
                        node.opens(at(event.position()), event.tenant());
                    } else {
                        boolean let = node.mayHaveWork(at(event.position()), event.tenant());
                        assertThat(!openedBefore || let).as("seed %d, event %d of %s", seed, next, log).isTrue();
                    }
                    next++;
                }
            }
        });
    }

    private static int commit(List<Event> log, Set<String> table, int upTo) {
        log.subList(0, upTo).stream().filter(Event::opens).forEach(e -> table.add(e.tenant()));
        return upTo;
    }

    private static List<Event> log(Random random) {
        List<Event> log = new ArrayList<>();
        long position = random.nextInt(3);
        for (int i = 0; i < 30 + random.nextInt(60); i++) {
            position += random.nextInt(8) == 0 ? 2 + random.nextInt(3) : 1;
            log.add(new Event(position, TENANTS.get(random.nextInt(TENANTS.size())), random.nextInt(12) == 0));
        }
        return log;
    }

    private static TrackedEventMessage<?> at(long position) {
        return new GenericTrackedEventMessage<>(GapAwareTrackingToken.newInstance(position, List.of()),
                GenericEventMessage.asEventMessage("event at " + position));
    }

    private record Event(long position, String tenant, boolean opens) {
    }
}
