package svc.command.store;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The event storage engine as the rest of the service sees it: the JDBC engine, with every appended event stamped
 * with its recorded time from {@link RecordedClock} (its known-on time, monotone in log order). Appends are written
 * in one of three ways:
 * <ul>
 * <li>held, while the thread is {@link HeldAppends holding} them (an act, whose events are written with its Svc-Key
 * row);</li>
 * <li>in the transaction around them, when there is one (a processor's handler that sends a command, a job of its
 * own): the clock is taken in it and kept until it commits;</li>
 * <li>otherwise by the {@link Appender}, in a batch with every other append waiting at once (group commit): commands
 * decide outside any transaction.</li>
 * </ul>
 * The log's streams, which the processors read, are read by an engine of their own ({@code streams}) that begins no
 * transaction: a read of the log by nobody's call sees the whole log without one (docs/decisions.md, "The log under
 * row-level security"), and the transaction cost two round trips on every read, most of them finding nothing new.
 * Inside a transaction already begun it reads on that transaction's connection, as before.
 */
final class RecordedTimeStamping implements EventStorageEngine {
    private final EventStorageEngine delegate;
    private final EventStorageEngine streams;
    private final RecordedClock clock;
    private final TransactionTemplate transactions;
    private final Appender appender;

    RecordedTimeStamping(EventStorageEngine delegate, EventStorageEngine streams, RecordedClock clock,
            TransactionTemplate transactions, Appender appender) {
        this.delegate = delegate;
        this.streams = streams;
        this.clock = clock;
        this.transactions = transactions;
        this.appender = appender;
    }

    @Override
    public void appendEvents(List<? extends EventMessage<?>> events) {
        if (events.isEmpty() || HeldAppends.hold(events)) {
            return;
        }
        if (!TransactionSynchronizationManager.isActualTransactionActive()) {
            appender.append(events, Appender.Step.NONE);
            return;
        }
        transactions.executeWithoutResult(status -> {
            Instant recorded = clock.recordedTime();
            delegate.appendEvents(events.stream().map(e -> stamped(e, recorded)).toList());
        });
    }

    /**
     * Axon keeps its timestamp column to the millisecond, so the microsecond recorded time also travels in the
     * event's metadata, where projections and audits read it ({@link Recorded}).
     */
    static EventMessage<?> stamped(EventMessage<?> event, Instant recorded) {
        Map<String, String> stamp = Map.of(Recorded.KEY, recorded.toString());
        if (event instanceof DomainEventMessage<?> domain) {
            return new GenericDomainEventMessage<>(domain.getType(), domain.getAggregateIdentifier(),
                    domain.getSequenceNumber(), domain.andMetaData(stamp), recorded);
        }
        return new GenericEventMessage<>(event.andMetaData(stamp), () -> recorded);
    }

    /**
     * No aggregate is snapshotted: each is a handful of events, and a snapshot would be a second truth beside the log.
     * Refused loudly, so that a snapshot trigger added one day is not quietly ignored by {@link #readSnapshot}.
     */
    @Override
    public void storeSnapshot(DomainEventMessage<?> snapshot) {
        throw new UnsupportedOperationException("aggregates are not snapshotted (" + snapshot.getAggregateIdentifier()
                + "); their events are the only state read");
    }

    @Override
    public Stream<? extends TrackedEventMessage<?>> readEvents(TrackingToken trackingToken, boolean mayBlock) {
        return streams.readEvents(trackingToken, mayBlock);
    }

    @Override
    public DomainEventStream readEvents(String aggregateIdentifier, long firstSequenceNumber) {
        List<DomainEventMessage<?>> held = HeldAppends.of(aggregateIdentifier, firstSequenceNumber);
        DomainEventStream stored = delegate.readEvents(aggregateIdentifier, firstSequenceNumber);
        return held.isEmpty() ? stored : DomainEventStream.concat(stored, DomainEventStream.of(held));
    }

    /** None is stored ({@link #storeSnapshot}): Axon's repository would ask the table once per command for nothing. */
    @Override
    public Optional<DomainEventMessage<?>> readSnapshot(String aggregateIdentifier) {
        return Optional.empty();
    }

    @Override
    public Optional<Long> lastSequenceNumberFor(String aggregateIdentifier) {
        List<DomainEventMessage<?>> held = HeldAppends.of(aggregateIdentifier, 0);
        return held.isEmpty() ? delegate.lastSequenceNumberFor(aggregateIdentifier)
                : Optional.of(held.get(held.size() - 1).getSequenceNumber());
    }

    @Override
    public TrackingToken createTailToken() {
        return delegate.createTailToken();
    }

    @Override
    public TrackingToken createHeadToken() {
        return delegate.createHeadToken();
    }

    @Override
    public TrackingToken createTokenAt(Instant dateTime) {
        return delegate.createTokenAt(dateTime);
    }
}
