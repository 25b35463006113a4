package svc.gateway.cards;

import java.util.List;
import java.util.stream.Collectors;
import svc.gateway.register.Route;

/** The words a card page shows for its type, made from the register: a title and the routes that answer with it. */
final class Titles {
    private Titles() {
    }

    /** {@code SpeedToLead} reads "Speed to lead". */
    static String of(String bodyType) {
        String words = bodyType.replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase();
        return Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    static final String READ_AS_UNIT = "Answered by svc.read.unit, for a unit of this kind.";

    /** "Answered by svc.read.runs (a list of them), svc.act.set_aside_run." */
    static String answeredBy(List<Route> routes) {
        return "Answered by " + routes.stream()
                .map(route -> route.tool() + (route.body().startsWith("[") ? " (a list of them)" : "")
                        + (route.task() ? " (as the result of a task)" : ""))
                .collect(Collectors.joining(", ")) + ".";
    }
}
