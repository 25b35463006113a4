package svc.gateway.register;

import static svc.gateway.register.Shapes.anyOf;
import static svc.gateway.register.Shapes.array;
import static svc.gateway.register.Shapes.empty;
import static svc.gateway.register.Shapes.fact;
import static svc.gateway.register.Shapes.members;
import static svc.gateway.register.Shapes.open;
import static svc.gateway.register.Shapes.record;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The register of types: every body type a route or a foot names, with the shape it is answered in. A record body is
 * described from the record itself, so its schema follows the code; a body built as JSON names its members here.
 * OpenAPI, the tools' output schemas, the cards and the contract hash all read it.
 */
public final class BodyTypes {
    public static final List<BodyType> TYPES = List.of(
            type("GrantRef", "a place with the caller's permissions there, after the three narrowings",
                    record("svc.gateway.auth.GrantRef")),
            type("Scope", "a place the caller reads, with its rung", record("svc.gateway.session.ScopeBody")),
            type("Nothing", "an empty answer", empty()),
            type("Caller", "the caller with its scopes and access scopes", record("svc.gateway.session.CallerBody")),
            type("NeighboursAnswer", "members one hop away, and whether the cap was reached",
                    record("svc.gateway.graph.NeighboursRoute$NeighboursBody")),
            type("SavedViewAnswer", "the view as kept and the call that reads its rows (keeping); or a page of its "
                    + "rows with when they were built (read); or every view kept in sight, each with its call "
                    + "(neither)", anyOf(members("view", "caller", "kept", "known_on"), members("view", "rows",
                            "built_at", "true_on", "known_on", "page", "page_size", "total", "next"),
                            members("views", "true_on", "known_on"))),
            type("WhyAnswer", "the chain of reasons from a unit back to its first cause",
                    record("svc.gateway.routes.ReadWhyRoute$WhyBody")),
            type("MarketTwin", "a market twin placed on its vertical's chain (read/market_twin), or as recorded "
                    + "(read/unit)", anyOf(record("svc.query.api.MarketTwinBody"), fact())),
            type("BasketReading", "a basket read for one subject, a set or a population, or cut into groups; the "
                    + "members present depend on the mode", open(new String[] {"basket", "mode", "read"}, "window",
                            "subject", "standing", "likelihood", "memberships", "population", "subjects",
                            "co_membership", "resolution", "groups", "control", "lift_note")),
            type("Vertical", "the chain side by side with every stock's count and basis (read/vertical), or as "
                    + "recorded (read/unit)", anyOf(record("svc.query.api.VerticalBody"), fact())),
            type("Invitation", "an invitation with its state (read/invitations), or as recorded (the invitation "
                    + "routes, read/unit)", anyOf(record("svc.gateway.routes.InvitationBody"), fact())),
            type("LookupAnswer", "candidates for a key", record("svc.gateway.graph.LookupRoute$LookupBody")),
            type("SpeedToLead", "readings of the delay from delivery to first touch, each with its population",
                    record("svc.gateway.routes.SpeedToLeadBody")),
            type("Parameter", "a value with its dimension and version (read/parameter), or as recorded (read/unit)",
                    anyOf(record("svc.gateway.routes.ParameterBody"), fact())),
            type("Move", "a move, proposed or running by the grant's mode, then the source's own id for what was "
                    + "done", record("svc.query.show.MoveBody")),
            type("Deepening", "what a deepening of an observation fetched and embedded",
                    record("svc.query.show.DeepeningBody")),
            type("Strategy", "every field of the specification's Strategy, with the strategy's id",
                    members("id", "name", "brands", "goals", "plays", "monitors", "moves", "budget", "people",
                            "grants", "memory", "tasks", "window", "standing", "life", "version", "game", "graph",
                            "simulations", "policy")),
            type("Hypothesis", "a claim with a standing", record("svc.query.show.HypothesisBody")),
            type("ScrapeRun", "a run with its key and state, and the reason it waits",
                    record("svc.query.api.ScrapeRunBody")),
            type("WorkflowAnswer", "the workflow written, armed or previewed, its version, and a preview's steps",
                    record("svc.gateway.routes.WorkflowAnswer")),
            type("Workflow", "the fields of the specification's Workflow, with its id and version",
                    members("id", "name", "starts_on", "steps", "strategy", "state", "version")),
            type("Publishing", "a publishing that can be withdrawn", record("svc.query.show.PublishingBody")),
            type("Telling", "a registered address to be told at", record("svc.query.api.TellingBody")),
            type("NotificationRule", "a rule saying who is told, with the next notice it will send",
                    record("svc.query.show.NotificationRuleBody")),
            type("Task", "long work on the work plane; result holds the route's body once it succeeded",
                    record("svc.query.show.TaskBody")),
            type("Recorded", "how many facts entered the record, and their units", recorded()),
            type("HistoryEntry", "one event of a unit as known on the known-on date",
                    record("svc.query.api.HistoryEntry")),
            type("Grant", "what a subject holds on a place once the grant was given or withdrawn",
                    record("svc.command.api.GrantHeld")),
            type("Connector", "an installed connector with its actions", record("svc.query.show.ConnectorBody")),
            type("Observation", "an observation as recorded", record("svc.query.show.ObservationBody")),
            type("FeedPage", "a page of the platform's log for one tenant, for the local app's replica",
                    record("svc.query.api.FeedPage")),
            type("Entity", "an entity as recorded", fact()),
            type("Connection", "a connection between two entities as recorded", fact()),
            type("Lead", "a lead as recorded", fact()),
            type("Basket", "a basket as recorded", fact()),
            type("Membership", "a membership of a subject in a basket as recorded", fact()),
            type("SavedView", "a saved view as recorded", fact()),
            type("Unit", "read/unit answers the unit's kind's own body type (Hypothesis, Publishing, ScrapeRun, "
                    + "Strategy, Workflow, Telling, NotificationRule, Move, Deepening, Task, Entity, Connection, "
                    + "Observation, Lead, Parameter, Invitation, Basket, Membership, Vertical, MarketTwin, "
                    + "SavedView, Connector); foot.type names which",
                    JsonNodeFactory.instance.objectNode().put("type", "object")));

    private static final Map<String, BodyType> BY_NAME = new LinkedHashMap<>();

    static {
        TYPES.forEach(type -> {
            if (BY_NAME.put(type.name(), type) != null) {
                throw new IllegalStateException("the register of types holds " + type.name() + " twice");
            }
        });
    }

    private BodyTypes() {
    }

    /** A type by the name a route or foot gives it; {@code [T]} (a list of T) is found as T. */
    public static Optional<BodyType> find(String name) {
        return Optional.ofNullable(BY_NAME.get(element(name)));
    }

    /** The element type of a list type ({@code [ScrapeRun]} is a list of ScrapeRun); a plain name is itself. */
    public static String element(String name) {
        return list(name) ? name.substring(1, name.length() - 1) : name;
    }

    public static boolean list(String name) {
        return name.startsWith("[") && name.endsWith("]");
    }

    private static BodyType type(String name, String description, ObjectNode schema) {
        return new BodyType(name, description, schema);
    }

    private static ObjectNode recorded() {
        ObjectNode unit = JsonNodeFactory.instance.objectNode().put("type", "object");
        unit.putObject("properties").putObject("id").put("type", "string");
        ((ObjectNode) unit.get("properties")).putObject("kind").put("type", "string");
        unit.putArray("required").add("id").add("kind");
        unit.put("additionalProperties", false);
        ObjectNode schema = JsonNodeFactory.instance.objectNode().put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        properties.putObject("recorded").put("type", "integer");
        properties.set("units", array(unit));
        schema.putArray("required").add("recorded").add("units");
        return schema.put("additionalProperties", false);
    }
}
