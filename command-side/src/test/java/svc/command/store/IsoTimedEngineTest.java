package svc.command.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.axonframework.common.DateTimeUtils;
import org.axonframework.common.transaction.NoTransactionManager;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.axonframework.eventsourcing.eventstore.jdbc.EventSchema;
import org.axonframework.eventsourcing.eventstore.jdbc.JdbcEventStorageEngine;
import org.axonframework.eventsourcing.eventstore.jpa.SQLStateResolver;
import org.axonframework.serialization.json.JacksonSerializer;
import org.axonframework.spring.jdbc.SpringDataSourceConnectionProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;

class IsoTimedEngineTest {
    private static final int GAP_TIMEOUT_MS = 60_000;

    private JdbcTemplate jdbc;
    private JdbcEventStorageEngine axons;
    private JdbcEventStorageEngine ours;

    @BeforeEach
    void aLogWithGapsOldAndNew() {
        SimpleDriverDataSource h2 = new SimpleDriverDataSource(new org.h2.Driver(),
                "jdbc:h2:mem:iso-timed-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        TestLogs.migrate(h2, "h2");
        jdbc = new JdbcTemplate(h2);
        axons = builder(h2).gapTimeout(GAP_TIMEOUT_MS).build();
        ours = new IsoTimedEngine(builder(h2), GAP_TIMEOUT_MS);
        Instant now = Instant.now();
        List<DomainEventMessage<?>> events = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            // The first half long past the gap timeout (their gaps are given up), the rest recent.
            Instant at = i < 6 ? now.minusSeconds(3_600 - i) : now.minusMillis(100 - i);
            events.add(new GenericDomainEventMessage<>("Unit", "unit-" + (i % 3), i / 3, "payload " + i,
                    java.util.Map.of("recorded", at.toString()), UUID.randomUUID().toString(), at));
        }
        axons.appendEvents(events);
        // Gaps among the old events and among the new: rolled-back appends leave such holes in the log.
        jdbc.update("DELETE FROM domainevententry WHERE globalindex IN (2, 3, 5, 8, 9, 11)");
    }

    @AfterEach
    void close() {
        jdbc.execute("SHUTDOWN");
    }

    @Test
    void readsTheLogAsAxonsOwnEngineDoesTokensAndGapsIncluded() {
        assertThat(read(ours)).isEqualTo(read(axons)).hasSize(6);
    }

    @Test
    void readsAnAggregatesEventsAsAxonsOwnEngineDoes() {
        for (String unit : List.of("unit-0", "unit-1", "unit-2")) {
            assertThat(ours.readEvents(unit).asStream().map(IsoTimedEngineTest::seen).toList())
                    .isEqualTo(axons.readEvents(unit).asStream().map(IsoTimedEngineTest::seen).toList());
        }
    }

    @Test
    void aStoredTimeIsReadAsAxonReadsItWhateverItsForm() {
        for (String stamp : List.of("2026-11-29T14:53:12.933Z", "2026-11-29T16:53:12.933+02:00",
                "1970-01-01T00:00:00.000Z", "2026-02-28T23:59:59.999Z")) {
            assertThat(entry(stamp).getTimestamp()).as(stamp).isEqualTo(DateTimeUtils.parseInstant(stamp));
        }
    }

    @Test
    void aStoredTimeTheFastParserRefusesIsReadByAxons() {
        // A year of five digits is no RFC 3339 date-time; java.time reads it.
        String stamp = "+12026-11-29T14:53:12.933Z";

        assertThat(entry(stamp).getTimestamp()).isEqualTo(DateTimeUtils.parseInstant(stamp));
    }

    private static IsoTimedEngine.Entry entry(String stamp) {
        return new IsoTimedEngine.Entry("Unit", "unit-0", 0, "e", stamp, "java.lang.String", null, new byte[0],
                new byte[0]);
    }

    private static List<Seen> read(EventStorageEngine engine) {
        try (Stream<? extends TrackedEventMessage<?>> stream = engine.readEvents(null, false)) {
            return stream.map(event -> new Seen(event.trackingToken().toString(), event.getIdentifier(),
                    event.getTimestamp(), event.getPayload())).toList();
        }
    }

    private static Seen seen(DomainEventMessage<?> event) {
        return new Seen(event.getSequenceNumber() + "", event.getIdentifier(), event.getTimestamp(),
                event.getPayload());
    }

    private static JdbcEventStorageEngine.Builder builder(SimpleDriverDataSource database) {
        JacksonSerializer json = JacksonSerializer.defaultSerializer();
        return JdbcEventStorageEngine.builder()
                .snapshotSerializer(json)
                .eventSerializer(json)
                .persistenceExceptionResolver(new SQLStateResolver("23505"))
                .connectionProvider(new SpringDataSourceConnectionProvider(database))
                .transactionManager(NoTransactionManager.instance())
                .schema(new EventSchema());
    }

    private record Seen(String position, String identifier, Instant timestamp, Object payload) {
    }
}
