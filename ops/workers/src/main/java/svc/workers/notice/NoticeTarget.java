package svc.workers.notice;

import java.util.List;
import svc.command.api.Notices;
import svc.command.api.Places;

/**
 * Someone told of notices: a Telling (told of every notice about the unit kinds it names, anywhere in its tenant) or
 * a notification rule (told of the notices it names, about units at or under its place).
 */
record NoticeTarget(String targetId, String kind, String place, List<String> toldOf, String digest,
        String quietHours) {
    static final String TELLING = "telling";
    static final String RULE = "notification_rule";

    boolean told(String type, String unitPlace) {
        if (TELLING.equals(kind)) {
            return toldOf.contains(Notices.unitKindOf(type));
        }
        return toldOf.contains(Notices.nameOf(type)) && unitPlace != null && Places.within(unitPlace, place);
    }

    /** Whether it needs the unit's place to say whether it is told: only a rule does. */
    boolean needsPlace(String type) {
        return RULE.equals(kind) && toldOf.contains(Notices.nameOf(type));
    }
}
