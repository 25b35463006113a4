package svc.command.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAccessor;
import java.util.Collections;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.axonframework.common.DateTimeUtils;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.DomainEventData;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.eventhandling.TrackedDomainEventData;
import org.axonframework.eventhandling.TrackedEventData;
import org.axonframework.eventsourcing.eventstore.jdbc.EventSchema;
import org.axonframework.eventsourcing.eventstore.jdbc.JdbcEventStorageEngine;
import org.axonframework.serialization.SerializedMetaData;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.SimpleSerializedObject;
import org.axonframework.serialization.SimpleSerializedType;
import svc.sql.IsoInstants;

/**
 * Axon's JDBC engine, but its stored events read their timestamp through the ITU parser ({@link IsoInstants}), once:
 * Axon's entry parses its text with java.time each time it is asked, and its engine asks for every event it reads to
 * decide whether a gap before it may still fill, a quarter of the CPU of the thread reading a rebuild's log
 * (docs/performance.md). A text ITU refuses is read by Axon's own parser, as before.
 *
 * <p>{@link #getTrackedEventData} is Axon 4.13's own, but for the entry it makes: Axon's engine keeps its gap settings
 * to itself, so this one sets them on the builder and keeps its own copy of each.
 */
final class IsoTimedEngine extends JdbcEventStorageEngine {
    /** Axon's defaults. */
    private static final int MAX_GAP_OFFSET = 10_000;
    private static final long LOWEST_GLOBAL_SEQUENCE = 1;

    private final int gapTimeout;

    /** {@code builder}: Axon's, with no gap setting of its own; {@code gapTimeout}: its gap timeout, in ms. */
    IsoTimedEngine(Builder builder, int gapTimeout) {
        super(builder.gapTimeout(gapTimeout).maxGapOffset(MAX_GAP_OFFSET)
                .lowestGlobalSequence(LOWEST_GLOBAL_SEQUENCE));
        this.gapTimeout = gapTimeout;
    }

    @Override
    protected TrackedEventData<?> getTrackedEventData(ResultSet resultSet, GapAwareTrackingToken previousToken)
            throws SQLException {
        long globalSequence = resultSet.getLong(schema().globalIndexColumn());
        String aggregateIdentifier = resultSet.getString(schema().aggregateIdentifierColumn());
        String eventIdentifier = resultSet.getString(schema().eventIdentifierColumn());
        Entry domainEvent = entry(resultSet, eventIdentifier.equals(aggregateIdentifier) ? null : aggregateIdentifier,
                eventIdentifier);

        boolean allowGaps = domainEvent.getTimestamp().isAfter(
                GenericEventMessage.clock.instant().minus(gapTimeout, ChronoUnit.MILLIS));
        GapAwareTrackingToken token = previousToken;
        if (token == null) {
            token = GapAwareTrackingToken.newInstance(globalSequence, allowGaps
                    ? LongStream.range(Math.min(LOWEST_GLOBAL_SEQUENCE, globalSequence), globalSequence).boxed()
                            .collect(Collectors.toCollection(TreeSet::new))
                    : Collections.emptySortedSet());
        } else {
            token = token.advanceTo(globalSequence, allowGaps ? MAX_GAP_OFFSET : 0);
        }
        return new TrackedDomainEventData<>(token, domainEvent);
    }

    @Override
    protected DomainEventData<?> getDomainEventData(ResultSet resultSet) throws SQLException {
        return entry(resultSet, resultSet.getString(schema().aggregateIdentifierColumn()),
                resultSet.getString(schema().eventIdentifierColumn()));
    }

    private Entry entry(ResultSet resultSet, String aggregateIdentifier, String eventIdentifier)
            throws SQLException {
        EventSchema schema = schema();
        return new Entry(resultSet.getString(schema.typeColumn()), aggregateIdentifier,
                resultSet.getLong(schema.sequenceNumberColumn()), eventIdentifier,
                readTimeStamp(resultSet, schema.timestampColumn()),
                resultSet.getString(schema.payloadTypeColumn()),
                resultSet.getString(schema.payloadRevisionColumn()),
                readPayload(resultSet, schema.payloadColumn()),
                readPayload(resultSet, schema.metaDataColumn()));
    }

    /**
     * A stored event whose timestamp is parsed once, through ITU where it can; otherwise Axon's entry
     * ({@code AbstractEventEntry}, whose JPA annotations keep it out of reach here) member for member.
     */
    static final class Entry implements DomainEventData<Object> {
        private final String type;
        private final String aggregateIdentifier;
        private final long sequenceNumber;
        private final String eventIdentifier;
        private final String stamp;
        private final String payloadType;
        private final String payloadRevision;
        private final Object payload;
        private final Object metaData;
        private Instant timestamp;

        Entry(String type, String aggregateIdentifier, long sequenceNumber, String eventIdentifier,
                Object timestamp, String payloadType, String payloadRevision, Object payload, Object metaData) {
            this.type = type;
            this.aggregateIdentifier = aggregateIdentifier;
            this.sequenceNumber = sequenceNumber;
            this.eventIdentifier = eventIdentifier;
            this.stamp = timestamp instanceof TemporalAccessor accessor ? DateTimeUtils.formatInstant(accessor)
                    : timestamp.toString();
            this.payloadType = payloadType;
            this.payloadRevision = payloadRevision;
            this.payload = payload;
            this.metaData = metaData;
        }

        @Override
        public String getType() {
            return type;
        }

        @Override
        public String getAggregateIdentifier() {
            return aggregateIdentifier;
        }

        @Override
        public long getSequenceNumber() {
            return sequenceNumber;
        }

        @Override
        public String getEventIdentifier() {
            return eventIdentifier;
        }

        @Override
        public Instant getTimestamp() {
            Instant read = timestamp;
            if (read == null) {
                read = IsoInstants.rfc3339(stamp);
                read = read != null ? read : DateTimeUtils.parseInstant(stamp);
                timestamp = read;
            }
            return read;
        }

        @Override
        @SuppressWarnings("unchecked")
        public SerializedObject<Object> getMetaData() {
            return new SerializedMetaData<>(metaData, (Class<Object>) metaData.getClass());
        }

        @Override
        @SuppressWarnings("unchecked")
        public SerializedObject<Object> getPayload() {
            return new SimpleSerializedObject<>(payload, (Class<Object>) payload.getClass(),
                    new SimpleSerializedType(payloadType, payloadRevision));
        }
    }
}
