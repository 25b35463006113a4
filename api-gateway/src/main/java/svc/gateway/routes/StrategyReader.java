package svc.gateway.routes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import svc.command.api.StrategyFields;
import svc.command.api.StrategyLife;
import svc.gateway.envelope.Scope;
import svc.gateway.envelope.Times;
import svc.gateway.refusal.Refusal;

/**
 * Reads act/strategy's {@code strategy}: which strategy (the scope's strategy segment, else {@code id}), the members
 * of its content that were given, the life asked for and the version the caller last saw. Times are kept in the
 * wire form (RFC 3339, UTC).
 */
final class StrategyReader {
    static final String AT = "/strategy";
    private static final List<String> BUDGET = List.of("money_outside", "model_calls", "workbench_time",
            "people_hours", "spent", "window");

    private StrategyReader() {
    }

    record Read(String id, ObjectNode given, StrategyLife life, Long version) {
    }

    static Read read(ObjectNode strategy, Scope scope) {
        List<String> allowed = new ArrayList<>(List.of("id", "life", "version", StrategyFields.STANDING));
        allowed.addAll(StrategyFields.TEXTS);
        allowed.addAll(StrategyFields.LISTS);
        allowed.addAll(StrategyFields.OBJECTS);
        Members members = new Members(strategy, AT, "Strategy").only(allowed);
        String id = id(members, scope);
        ObjectNode given = JsonNodeFactory.instance.objectNode();
        if (strategy.has("name")) {
            given.put("name", members.requiredText("name"));
        }
        for (String text : List.of("game", "policy")) {
            if (strategy.has(text)) {
                given.put(text, members.text(text));
            }
        }
        for (String list : StrategyFields.LISTS) {
            ArrayNode value = members.list(list);
            if (value != null) {
                given.set(list, value);
            }
        }
        if (strategy.has("brands")) {
            given.set("brands", brands(members, scope));
        }
        if (strategy.has(StrategyFields.STANDING)) {
            Boolean standing = members.bool(StrategyFields.STANDING);
            given.put(StrategyFields.STANDING, standing != null && standing);
        }
        if (strategy.has("window")) {
            given.set("window", window(members.object("window"), members.pointer("window")));
        }
        if (strategy.has("budget")) {
            given.set("budget", budget(members.object("budget"), members.pointer("budget")));
        }
        return new Read(id, given, life(members), members.count("version"));
    }

    private static String id(Members members, Scope scope) {
        String given = members.id("id");
        if (scope.strategy() != null && given != null && !given.equals(scope.strategy())) {
            throw Refusal.invalidInput(members.pointer("id"), "'" + members.pointer("id") + "' names strategy "
                    + given + " but the call's scope names strategy " + scope.strategy() + ".");
        }
        String id = scope.strategy() != null ? scope.strategy() : given;
        if (id == null) {
            throw Refusal.invalidInput(members.pointer("id"), "'" + members.pointer("id")
                    + "' is required when the call's scope names no strategy.");
        }
        return id;
    }

    private static ArrayNode brands(Members members, Scope scope) {
        ArrayNode brands = members.list("brands");
        if (brands == null || brands.isEmpty()) {
            throw Refusal.invalidInput(members.pointer("brands"), "'" + members.pointer("brands")
                    + "' must name at least one brand.");
        }
        boolean scopeBrand = false;
        for (int i = 0; i < brands.size(); i++) {
            if (!brands.get(i).isTextual() || brands.get(i).asText().isBlank()) {
                throw Refusal.invalidInput(members.pointer("brands") + "/" + i, "'" + members.pointer("brands")
                        + "/" + i + "' must be a brand's id.");
            }
            scopeBrand |= brands.get(i).asText().equals(scope.brand());
        }
        if (!scopeBrand) {
            throw Refusal.invalidInput(members.pointer("brands"), "'" + members.pointer("brands")
                    + "' must include brand " + scope.brand() + ", the brand of the call's scope.");
        }
        return brands;
    }

    private static StrategyLife life(Members members) {
        String life = members.text("life");
        if (life == null) {
            return null;
        }
        return StrategyLife.of(life).orElseThrow(() -> Refusal.invalidInput(members.pointer("life"), "'"
                + members.pointer("life") + "' must be one of " + StrategyLife.allowed() + "; got '" + life + "'."));
    }

    /** A window in wire form, or null; {@code to}, when given, later than {@code from}. */
    static ObjectNode window(ObjectNode window, String at) {
        if (window == null) {
            return null;
        }
        Members members = new Members(window, at, "Window").only(List.of("from", "to"));
        Instant from = members.given("from") ? Times.parse(members.text("from"), members.pointer("from")) : null;
        Instant to = members.given("to") ? Times.parse(members.text("to"), members.pointer("to")) : null;
        if (from != null && to != null && !to.isAfter(from)) {
            throw Refusal.invalidInput(members.pointer("to"), "'" + members.pointer("to")
                    + "' must be later than '" + members.pointer("from") + "'.");
        }
        ObjectNode wire = JsonNodeFactory.instance.objectNode();
        wire.put("from", from == null ? null : from.toString());
        wire.put("to", to == null ? null : to.toString());
        return wire;
    }

    private static ObjectNode budget(ObjectNode budget, String at) {
        if (budget == null) {
            return null;
        }
        Members members = new Members(budget, at, "Budget").only(BUDGET);
        ObjectNode wire = JsonNodeFactory.instance.objectNode();
        wire.set("money_outside", members.number("money_outside"));
        wire.set("model_calls", members.number("model_calls"));
        wire.put("workbench_time", members.text("workbench_time"));
        wire.put("people_hours", members.text("people_hours"));
        ObjectNode spent = members.object("spent");
        if (spent != null) {
            Iterator<Map.Entry<String, JsonNode>> entries = spent.fields();
            while (entries.hasNext()) {
                Map.Entry<String, JsonNode> entry = entries.next();
                if (!entry.getValue().isNumber()) {
                    throw Refusal.invalidInput(members.pointer("spent") + "/" + entry.getKey(), "'"
                            + members.pointer("spent") + "/" + entry.getKey() + "' must be a number.");
                }
            }
        }
        wire.set("spent", spent == null ? JsonNodeFactory.instance.objectNode() : spent);
        wire.set("window", window(members.object("window"), members.pointer("window")));
        return wire;
    }
}
