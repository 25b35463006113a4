package svc.workers.notice;

import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.ReplayToken;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.NoticeSchedule;
import svc.command.api.Notices;
import svc.command.api.NotificationRuleDisabled;
import svc.command.api.NotificationRuleWritten;
import svc.command.api.TellingDisabled;
import svc.command.api.TellingRegistered;
import svc.command.store.AxonStorageConfig;
import svc.command.store.Recorded;
import svc.projections.ProjectionsEnabled;
import svc.sql.SqlTimes;

/**
 * The {@code notices} processor, the outbox's only writer: for each new event that gives a notice, one row in
 * {@code notice} per Telling or rule told of it, written in the transaction that moves the processor past the event.
 * It keeps its own table of who is told, in log order, so a Telling is told exactly what was recorded after it was
 * registered. During a replay (a reset, or its first start on a log that already holds events) it only keeps that
 * table: nothing that already happened is told again.
 */
@Component
@ProjectionsEnabled
@ProcessingGroup(NoticeWriter.NAME)
class NoticeWriter {
    static final String NAME = "notices";

    private final NoticeTargets targets;
    private final NoticePayload payloads;
    private final JdbcTemplate jdbc;
    private final EventStore events;

    NoticeWriter(NoticeTargets targets, NoticePayload payloads, JdbcTemplate jdbc, EventStore events) {
        this.targets = targets;
        this.payloads = payloads;
        this.jdbc = jdbc;
        this.events = events;
    }

    @EventHandler
    void on(Object event, EventMessage<?> message) {
        if (event instanceof TellingRegistered telling) {
            targets.keep(telling);
        } else if (event instanceof NotificationRuleWritten rule) {
            targets.keep(rule);
        } else if (event instanceof TellingDisabled disabled) {
            targets.disable(disabled.unitId());
        } else if (event instanceof NotificationRuleDisabled disabled) {
            targets.disable(disabled.unitId());
        }
        if (ReplayToken.isReplay(message) || !(message instanceof DomainEventMessage<?> domain)) {
            return;
        }
        Notices.typeOf(event).ifPresent(type -> write(type, event, domain));
    }

    private void write(String type, Object event, DomainEventMessage<?> message) {
        String[] unit = message.getAggregateIdentifier().split("/", 3);
        if (unit.length < 3) {
            return;
        }
        List<NoticeTarget> candidates = targets.enabledIn(unit[0]);
        if (candidates.isEmpty()) {
            return;
        }
        String place = placeOf(event, message.getAggregateIdentifier());
        Instant recorded = Recorded.of(message);
        Object by = message.getMetaData().get(AxonStorageConfig.BY);
        for (NoticeTarget target : candidates) {
            if (!target.told(type, place)) {
                continue;
            }
            String noticeId = NoticeIds.notice(message.getIdentifier(), target.targetId());
            Integer written = jdbc.queryForObject("SELECT COUNT(*) FROM notice WHERE notice_id = ?", Integer.class,
                    noticeId);
            if (written != null && written > 0) {
                continue;
            }
            Instant slot = NoticeSchedule.slot(recorded, target.digest(), target.quietHours());
            boolean alone = NoticeSchedule.NONE.equals(target.digest());
            String payload = payloads.of(noticeId, type, event, unit[0], unit[1], unit[2], place, recorded,
                    by == null ? null : by.toString()).toString();
            jdbc.update("INSERT INTO notice (notice_id, tenant, target_id, type, payload, recorded_at, slot, "
                            + "message_id, due_at, tries, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 'pending')",
                    noticeId, unit[0], target.targetId(), type, payload, SqlTimes.at(recorded), SqlTimes.at(slot),
                    alone ? NoticeIds.messageOf(noticeId) : null, SqlTimes.at(slot));
        }
    }

    /** The unit's place: the event's own, else the one its first event gave it (places never change). */
    private String placeOf(Object event, String aggregateId) {
        return placeIn(event).orElseGet(() -> placeIn(events.readEvents(aggregateId).next().getPayload()).orElse(null));
    }

    private static Optional<String> placeIn(Object event) {
        RecordComponent[] components = event.getClass().getRecordComponents();
        if (components == null) {
            return Optional.empty();
        }
        for (RecordComponent component : components) {
            if (component.getName().equals("place") && component.getType() == String.class) {
                try {
                    return Optional.ofNullable((String) component.getAccessor().invoke(event));
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("a record's accessor answers", e);
                }
            }
        }
        return Optional.empty();
    }

    /** A reset rebuilds who is told from the log; the outbox keeps every notice it already holds. */
    @ResetHandler
    void reset() {
        targets.forgetAll();
    }
}
