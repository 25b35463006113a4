package svc.query.unit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.command.store.AxonStorageConfig;
import svc.command.store.Recorded;
import svc.query.api.HistoryEntry;

/** A unit's events straight from the log, as they were known on a date, if the unit lies in the caller's view. */
@Component
class UnitEvents {
    private static final ObjectMapper WIRE = new ObjectMapper()
            .registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);

    private final EventStore events;

    UnitEvents(EventStore events) {
        this.events = events;
    }

    List<HistoryEntry> knownOn(String unitId, String callScope, Instant knownOn) {
        List<HistoryEntry> entries = new ArrayList<>();
        events.readEvents(unitId).asStream()
                .filter(event -> !Recorded.of(event).isAfter(knownOn))
                .forEach(event -> entries.add(entry(event)));
        String place = entries.stream().map(e -> e.payload().path("place").asText(null))
                .filter(p -> p != null).findFirst().orElse(null);
        if (place == null || !Places.inView(place, callScope)) {
            return List.of();
        }
        return entries;
    }

    private static HistoryEntry entry(DomainEventMessage<?> event) {
        JsonNode payload = WIRE.valueToTree(event.getPayload());
        JsonNode trueFrom = payload.get("true_from");
        return new HistoryEntry(event.getPayloadType().getSimpleName(), event.getSequenceNumber(),
                trueFrom == null || trueFrom.isNull() ? Recorded.of(event) : Instant.parse(trueFrom.asText()),
                Recorded.of(event),
                (String) event.getMetaData().get(AxonStorageConfig.BY),
                (String) event.getMetaData().get(AxonStorageConfig.BECAUSE),
                (String) event.getMetaData().get(AxonStorageConfig.ROUTE),
                (String) event.getMetaData().get(AxonStorageConfig.RUN),
                payload);
    }
}
