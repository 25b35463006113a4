package svc.gateway.openapi;

import java.util.Map;

/** What each tag of the register's routes is for, in the specification's words (its table of tags). */
final class Tags {
    private static final Map<String, String> PURPOSES = Map.of(
            "session", "who the caller is, what it may do, signing in and out",
            "ask", "questions of the record: by predicate with a preview, typed, read-only SQL, semantic similarity, "
                    + "neighbours, as of two dates",
            "read", "one kind at a time: entities, leads, signals, monitors, the map, markets, moves, the ledger, "
                    + "documents, registers",
            "act", "changes under a grant, each with a key from its input: monitors, plays, moves, actions, leads, "
                    + "the brand's graph, documents, memory",
            "work", "long work as tasks: status, cancel, my running work, named procedures");

    private Tags() {
    }

    static String purpose(String tag) {
        String purpose = PURPOSES.get(tag);
        if (purpose == null) {
            throw new IllegalStateException("the register has a route of tag " + tag + ", whose purpose is unsaid");
        }
        return purpose;
    }
}
