package svc.command.api;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every kind of notice the platform gives: what happened to a unit, typed {@code <unit kind>.<what happened>}
 * ({@code run.set_aside}) on the wire and named in words ({@code run set aside}) in notification rules. A Telling
 * is told the notices of the unit kinds it names. The platform's own bookkeeping of deliveries (a failed call) and
 * grants are no notices: a Telling told of its own failures would fail again at each.
 */
public final class Notices {
    private static final Map<Class<?>, String> WHAT = Map.ofEntries(
            Map.entry(HypothesisRecorded.class, "hypothesis.recorded"),
            Map.entry(HypothesisSettled.class, "hypothesis.settled"),
            Map.entry(PublishingRecorded.class, "publishing.recorded"),
            Map.entry(PublishingWithdrawn.class, "publishing.withdrawn"),
            Map.entry(RunRecorded.class, "run.recorded"),
            Map.entry(RunTakenUp.class, "run.taken_up"),
            Map.entry(RunSetAside.class, "run.set_aside"),
            Map.entry(StrategyDrafted.class, "strategy.drafted"),
            Map.entry(StrategyChanged.class, "strategy.changed"),
            Map.entry(WorkflowWritten.class, "workflow.written"),
            Map.entry(WorkflowArmed.class, "workflow.armed"),
            Map.entry(WorkflowStepTaken.class, "workflow.step_taken"),
            Map.entry(TellingRegistered.class, "telling.registered"),
            Map.entry(NotificationRuleWritten.class, "notification_rule.written"),
            Map.entry(ConnectorInstalled.class, "connector.installed"),
            Map.entry(MoveProposed.class, "move.proposed"),
            Map.entry(MoveStarted.class, "move.started"),
            Map.entry(MoveDone.class, "move.done"),
            Map.entry(MoveFailed.class, "move.failed"),
            Map.entry(MoveCancelled.class, "move.cancelled"),
            Map.entry(DeepeningMade.class, "deepening.made"),
            Map.entry(ObservationRecorded.class, "observation.recorded"),
            Map.entry(TaskQueued.class, "task.queued"),
            Map.entry(TaskStarted.class, "task.started"),
            Map.entry(TaskProgressed.class, "task.progressed"),
            Map.entry(TaskSucceeded.class, "task.succeeded"),
            Map.entry(TaskFailed.class, "task.failed"),
            Map.entry(TaskCancelled.class, "task.cancelled"));

    private Notices() {
    }

    /** Whether events of this type give a notice, known from the type alone (before the event is read). */
    public static boolean givenBy(Class<?> eventType) {
        return eventType == FactRecorded.class || WHAT.containsKey(eventType);
    }

    /** The type of the notice an event gives, or empty when it gives none. */
    public static Optional<String> typeOf(Object event) {
        if (event instanceof FactRecorded fact) {
            return Optional.of(fact.kind() + ".recorded");
        }
        return Optional.ofNullable(WHAT.get(event.getClass()));
    }

    /** The unit kind a notice type is about: the part before the dot. */
    public static String unitKindOf(String type) {
        return type.substring(0, type.indexOf('.'));
    }

    /** A notice type in words, as rules name it: {@code run.set_aside} is {@code run set aside}. */
    public static String nameOf(String type) {
        return type.replace('.', ' ').replace('_', ' ');
    }

    /** Every notice type, sorted. */
    public static Set<String> types() {
        Set<String> types = new TreeSet<>(WHAT.values());
        PlainFacts.KINDS.forEach(kind -> types.add(kind + ".recorded"));
        return types;
    }

    /** Every notice name (a type in words), sorted. */
    public static Set<String> names() {
        Set<String> names = new TreeSet<>();
        types().forEach(type -> names.add(nameOf(type)));
        return names;
    }

    /** The event classes that give a notice, each with the type it gives (plain facts: {@code <kind>.recorded}). */
    public static Map<Class<?>, String> byEvent() {
        return WHAT;
    }
}
