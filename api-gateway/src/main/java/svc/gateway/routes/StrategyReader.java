package svc.gateway.routes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import svc.command.api.StrategyFields;
import svc.command.api.StrategyLife;
import svc.gateway.envelope.Scope;
import svc.gateway.inputs.BudgetGiven;
import svc.gateway.inputs.StrategyGiven;
import svc.gateway.inputs.Window;
import svc.gateway.refusal.Refusal;

/**
 * Reads act/strategy's {@code strategy}: which strategy (the scope's strategy segment, else {@code id}, else none
 * yet: the route makes one), the members of its content that were given, the life asked for and the version the
 * caller last saw. Times are kept in the wire form (RFC 3339, UTC).
 */
final class StrategyReader {
    static final String AT = "/strategy";

    private StrategyReader() {
    }

    /** {@code id} is null when neither the scope nor the input names a strategy. */
    record Read(String id, ObjectNode given, StrategyLife life, Long version) {
    }

    static Read read(StrategyGiven strategy, Scope scope) {
        ObjectNode given = JsonNodeFactory.instance.objectNode();
        putText(given, "name", strategy.name());
        putText(given, "game", strategy.game());
        putText(given, "policy", strategy.policy());
        lists(strategy).forEach((member, list) -> {
            if (list != null) {
                given.set(member, JsonNodeFactory.instance.arrayNode().addAll(list));
            }
        });
        if (strategy.brands() != null) {
            given.set("brands", brands(strategy.brands(), scope));
        }
        if (strategy.standing() != null) {
            given.put(StrategyFields.STANDING, strategy.standing());
        }
        if (strategy.window() != null) {
            given.set("window", window(strategy.window(), AT + "/window"));
        }
        if (strategy.budget() != null) {
            given.set("budget", budget(strategy.budget()));
        }
        return new Read(id(strategy.id(), scope), given, strategy.life(), strategy.version());
    }

    private static String id(String given, Scope scope) {
        if (scope.strategy() != null && given != null && !given.equals(scope.strategy())) {
            throw Refusal.invalidInput(AT + "/id", "'" + AT + "/id' names strategy " + given
                    + " but the call's scope names strategy " + scope.strategy() + ".");
        }
        return scope.strategy() != null ? scope.strategy() : given;
    }

    private static ArrayNode brands(List<String> brands, Scope scope) {
        if (brands.isEmpty()) {
            throw Refusal.invalidInput(AT + "/brands", "'" + AT + "/brands' must name at least one brand.");
        }
        if (!brands.contains(scope.brand())) {
            throw Refusal.invalidInput(AT + "/brands", "'" + AT + "/brands' must include brand " + scope.brand()
                    + ", the brand of the call's scope.");
        }
        ArrayNode wire = JsonNodeFactory.instance.arrayNode();
        brands.forEach(wire::add);
        return wire;
    }

    /** A window in wire form; {@code to}, when given, later than {@code from}. */
    static ObjectNode window(Window window, String at) {
        if (window.from() != null && window.to() != null && !window.to().isAfter(window.from())) {
            throw Refusal.invalidInput(at + "/to", "'" + at + "/to' must be later than '" + at + "/from'.");
        }
        ObjectNode wire = JsonNodeFactory.instance.objectNode();
        wire.put("from", window.from() == null ? null : window.from().toString());
        wire.put("to", window.to() == null ? null : window.to().toString());
        return wire;
    }

    private static ObjectNode budget(BudgetGiven budget) {
        ObjectNode wire = JsonNodeFactory.instance.objectNode();
        wire.put("money_outside", budget.moneyOutside());
        wire.put("model_calls", budget.modelCalls());
        wire.put("workbench_time", budget.workbenchTime());
        wire.put("people_hours", budget.peopleHours());
        ObjectNode spent = wire.putObject("spent");
        if (budget.spent() != null) {
            budget.spent().forEach((item, amount) -> spent.put(item, amount));
        }
        wire.set("window", budget.window() == null ? null : window(budget.window(), AT + "/budget/window"));
        return wire;
    }

    private static void putText(ObjectNode given, String member, String value) {
        if (value != null) {
            given.put(member, value);
        }
    }

    /** The list members of the content, by wire name; null for those not given. */
    private static Map<String, List<JsonNode>> lists(StrategyGiven strategy) {
        Map<String, List<JsonNode>> lists = new LinkedHashMap<>();
        lists.put("goals", strategy.goals());
        lists.put("plays", strategy.plays());
        lists.put("monitors", strategy.monitors());
        lists.put("moves", strategy.moves());
        lists.put("people", strategy.people());
        lists.put("grants", strategy.grants());
        lists.put("memory", strategy.memory());
        lists.put("tasks", strategy.tasks());
        lists.put("graph", strategy.graph());
        lists.put("simulations", strategy.simulations());
        return lists;
    }
}
