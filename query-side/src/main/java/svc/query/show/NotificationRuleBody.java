package svc.query.show;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.List;
import svc.command.api.NoticeSchedule;
import svc.projections.notification.NotificationRuleState;
import svc.query.api.BodyTrees;
import svc.query.api.PendingNotices;

/**
 * The NotificationRule body: who is told (the channel, as given) of which notices, when not, how notices are
 * gathered, and the next notice it will send: when, and which notices it carries. A webhook channel's calls that did
 * not deliver are in {@code failed_calls} (as a Telling's), and {@code disabled} says whether a 410 stopped it.
 */
record NotificationRuleBody(String id, String name, JsonNode notices, JsonNode channel, String quietHours,
        String digest, Next nextNotice, JsonNode failedCalls, int failedCallCount, JsonNode disabled, String writtenBy,
        String place) {

    /** The next notice: when it goes out and what it tells of (nothing yet when no notice waits). */
    record Next(Instant at, List<Waiting> notices) {
        /** The next message waiting, or else the slot of a notice arising on {@code trueOn}, carrying nothing yet. */
        static Next of(PendingNotices pending, NotificationRuleState state, Instant trueOn) {
            if (pending.at() == null) {
                return new Next(NoticeSchedule.slot(trueOn, state.digest(), state.quietHours()), List.of());
            }
            return new Next(pending.at(), pending.notices().stream()
                    .map(notice -> new Waiting(notice.type(), new Unit(notice.unitKind(), notice.unitId()),
                            notice.recordedAt()))
                    .toList());
        }
    }

    /** A notice waiting in the next message: its type, the unit it is about, and when that was recorded. */
    record Waiting(String type, Unit unit, Instant recordedAt) {
    }

    record Unit(String kind, String id) {
    }

    static NotificationRuleBody of(NotificationRuleState state, Next next) {
        return new NotificationRuleBody(state.id(), state.name(), BodyTrees.of(state.notices()),
                BodyTrees.of(state.channel()), state.quietHours(), state.digest(), next,
                BodyTrees.of(state.delivery().failedCalls()), state.delivery().failedCallCount(),
                BodyTrees.of(state.delivery().disabled()), state.writtenBy(), state.place());
    }
}
