package svc.gateway.refusal;

import static java.util.Map.entry;

import java.util.Map;
import svc.command.api.MakeMove;
import svc.command.api.RecordObservation;
import svc.command.api.RegisterTelling;
import svc.command.api.RuleBroken;
import svc.command.api.SetAsideRun;
import svc.command.api.WriteNotificationRule;
import svc.command.api.WriteStrategy;
import svc.command.api.WriteWorkflow;

/**
 * What a caller sent that broke an aggregate's rule: a member of its input, as a JSON Pointer ({@code /standing}), or
 * a header ({@code Svc-As-True-On}). Aggregates name the rule only; the gateway, which knows the inputs and the
 * commands it makes of them, says where, by the rule and, where one rule guards a member named differently in each,
 * by the command refused.
 */
public final class RuleFields {
    private static final Map<String, String> BY_RULE = Map.ofEntries(
            entry("absolute_http_address", "/address"),
            entry("address_for_http", "/address"),
            entry("argument_sources_given", "/argument_sources"),
            entry("cancelled", "/task"),
            entry("arguments_given", "/arguments"),
            entry("connector_ends_running", "/task"),
            entry("deepened", "/depth"),
            entry("dimensions_counted", "/embedding/dimensions"),
            entry("email_address", "/channel/email"),
            entry("ends_after_start", "/true_to"),
            entry("finished_once", "/task"),
            entry("finishes_while_running", "/task"),
            entry("has_text", "/depth"),
            entry("held_grants", "/grants"),
            entry("known_connector_kind", "/connector_kind"),
            entry("known_ending", "/state"),
            entry("known_grants", "/grants"),
            entry("known_mode", "/mode"),
            entry("known_notice", "/notices"),
            entry("life_moves", "/strategy/life"),
            entry("log_told_alone", "/channel/log"),
            entry("made_once", "/task"),
            entry("moved_while_true", "/run"),
            entry("moves_in_order", "Svc-As-True-On"),
            entry("named_when_made", "/strategy/name"),
            entry("names_a_notice", "/notices"),
            entry("offered_action", "/kind_of_action"),
            entry("offers_actions", "/actions"),
            entry("on_given", "/on"),
            entry("one_channel", "/channel"),
            entry("parked_once", "/run"),
            entry("parked_runs_wait", "/run"),
            entry("place_fixed", "/place"),
            entry("progress_share", "/progress"),
            entry("quiet_hours_span", "/quiet_hours"),
            entry("record_actions", "/actions"),
            entry("registered_once", "/telling"),
            entry("reports_while_running", "/task"),
            entry("settled_while_true", "Svc-As-True-On"),
            entry("since_held", "/workflow/state/since"),
            entry("some_grants", "/grants"),
            entry("standing_given", "/standing"),
            entry("starts_drafted", "/strategy/life"),
            entry("starts_once", "/task"),
            entry("state_held", "/workflow/state/ready"),
            entry("taken_up_once", "/run"),
            entry("told_about_something", "/telling/kinds"),
            entry("tries_bound_in_range", "/telling/tries_bound"),
            // A workflow's version is checked by its preview too, in the gateway, where no command was sent.
            entry("version_current", "/workflow/version"),
            entry("withdrawn_once", "/publishing"),
            entry("withdrawn_while_true", "Svc-As-True-On"),
            entry("written_once", "/name"));

    private static final Map<Class<?>, Map<String, String>> BY_COMMAND = Map.of(
            RecordObservation.class, Map.of("absolute_http_address", "/source"),
            RegisterTelling.class, Map.of("absolute_http_address", "/telling/address"),
            WriteNotificationRule.class, Map.of("absolute_http_address", "/channel/address"),
            WriteStrategy.class, Map.of("place_fixed", "/strategy/id", "version_current", "/strategy/version"),
            WriteWorkflow.class, Map.of("place_fixed", "/workflow/strategy"),
            MakeMove.class, Map.of("known_mode", "Authorization"),
            SetAsideRun.class, Map.of("moved_while_true", "Svc-As-True-On"));

    private RuleFields() {
    }

    /** The member or header that broke the rule. */
    public static String field(RuleBroken broken) {
        String field = broken.command().map(BY_COMMAND::get).map(fields -> fields.get(broken.rule()))
                .orElseGet(() -> BY_RULE.get(broken.rule()));
        if (field == null) {
            throw new IllegalStateException("rule " + broken.rule() + " names no member of a call", broken);
        }
        return broken.item().isPresent() ? field + "/" + broken.item().getAsInt() : field;
    }

    /** Whether this table places a rule of that code, for every command or for some. */
    static boolean places(String rule) {
        return BY_RULE.containsKey(rule) || BY_COMMAND.values().stream().anyMatch(fields -> fields.containsKey(rule));
    }

    /** The refusal a broken rule answers; a member's pointer under {@code at} (a fact of a batch: {@code /facts/2}). */
    public static Refusal refusal(RuleBroken broken, String at) {
        String field = field(broken);
        return Refusal.invalidInput(field.startsWith("/") ? at + field : field,
                broken.getMessage() + " (rule " + broken.rule() + ")");
    }
}
