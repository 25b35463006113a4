package svc.command.api;

import java.util.List;
import java.util.Set;

/** The notices a rule names must be notices the platform gives, by their names in words ({@link Notices#names()}). */
public final class KnownNotices {
    private static final List<String> EXAMPLES = List.of("run set aside", "publishing withdrawn", "task failed");

    private KnownNotices() {
    }

    /** Refuses, at {@code /notices/<i>}, the first element that names no notice. */
    public static void check(List<String> notices) {
        Set<String> names = Notices.names();
        for (int i = 0; i < notices.size(); i++) {
            if (!names.contains(notices.get(i))) {
                throw new RuleBroken("known_notice", i, "this names no notice the platform gives; "
                        + "notices are named in words, such as " + String.join(", ", EXAMPLES)
                        + "; docs/notices.md lists them all");
            }
        }
    }
}
