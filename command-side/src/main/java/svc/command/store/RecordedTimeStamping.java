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
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The event storage engine as the rest of the service sees it: the JDBC engine, with every appended event stamped
 * with its recorded time from {@link RecordedClock} (its known-on time, monotone in log order).
 */
final class RecordedTimeStamping implements EventStorageEngine {
    private final EventStorageEngine delegate;
    private final RecordedClock clock;
    private final TransactionTemplate transactions;

    RecordedTimeStamping(EventStorageEngine delegate, RecordedClock clock, TransactionTemplate transactions) {
        this.delegate = delegate;
        this.clock = clock;
        this.transactions = transactions;
    }

    @Override
    public void appendEvents(List<? extends EventMessage<?>> events) {
        if (events.isEmpty()) {
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
    private static EventMessage<?> stamped(EventMessage<?> event, Instant recorded) {
        Map<String, String> stamp = Map.of(Recorded.KEY, recorded.toString());
        if (event instanceof DomainEventMessage<?> domain) {
            return new GenericDomainEventMessage<>(domain.getType(), domain.getAggregateIdentifier(),
                    domain.getSequenceNumber(), domain.andMetaData(stamp), recorded);
        }
        return new GenericEventMessage<>(event.andMetaData(stamp), () -> recorded);
    }

    @Override
    public void storeSnapshot(DomainEventMessage<?> snapshot) {
        delegate.storeSnapshot(snapshot);
    }

    @Override
    public Stream<? extends TrackedEventMessage<?>> readEvents(TrackingToken trackingToken, boolean mayBlock) {
        return delegate.readEvents(trackingToken, mayBlock);
    }

    @Override
    public DomainEventStream readEvents(String aggregateIdentifier, long firstSequenceNumber) {
        return delegate.readEvents(aggregateIdentifier, firstSequenceNumber);
    }

    @Override
    public Optional<DomainEventMessage<?>> readSnapshot(String aggregateIdentifier) {
        return delegate.readSnapshot(aggregateIdentifier);
    }

    @Override
    public Optional<Long> lastSequenceNumberFor(String aggregateIdentifier) {
        return delegate.lastSequenceNumberFor(aggregateIdentifier);
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
