package svc.ops;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/** The top-level members in which two states of a unit differ; a missing state has no members. */
final class StateDiff {
    private StateDiff() {
    }

    static List<MemberChange> of(ObjectNode before, ObjectNode after) {
        Set<String> members = new LinkedHashSet<>();
        addNames(before, members);
        addNames(after, members);
        List<MemberChange> changes = new ArrayList<>();
        for (String member : members) {
            JsonNode was = before == null ? null : before.get(member);
            JsonNode is = after == null ? null : after.get(member);
            if (!Objects.equals(was, is)) {
                changes.add(new MemberChange(member, was, is));
            }
        }
        return changes;
    }

    private static void addNames(ObjectNode state, Set<String> names) {
        if (state != null) {
            for (Iterator<String> it = state.fieldNames(); it.hasNext(); ) {
                names.add(it.next());
            }
        }
    }
}
