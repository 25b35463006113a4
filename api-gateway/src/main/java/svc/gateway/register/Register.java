package svc.gateway.register;

import static svc.gateway.register.GrantName.ACT;
import static svc.gateway.register.GrantName.ADMIN;
import static svc.gateway.register.GrantName.ASK;
import static svc.gateway.register.GrantName.NONE;
import static svc.gateway.register.GrantName.READ;
import static svc.gateway.register.Rung.BRAND;
import static svc.gateway.register.Rung.STRATEGY;
import static svc.gateway.register.Rung.TENANT;
import static svc.gateway.register.Rung.USER;
import static svc.gateway.register.ServedBy.EITHER;
import static svc.gateway.register.ServedBy.PLATFORM;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import svc.gateway.app.FeedInput;
import svc.gateway.inputs.ActThroughConnectorInput;
import svc.gateway.inputs.BasketReadInput;
import svc.gateway.inputs.DeepenInput;
import svc.gateway.inputs.EmptyInput;
import svc.gateway.inputs.GrantInput;
import svc.gateway.inputs.GrantsInput;
import svc.gateway.inputs.InvitationInput;
import svc.gateway.inputs.LookupInput;
import svc.gateway.inputs.MarketTwinInput;
import svc.gateway.inputs.NeighboursInput;
import svc.gateway.inputs.NotificationRuleInput;
import svc.gateway.inputs.ParameterInput;
import svc.gateway.inputs.RecordInput;
import svc.gateway.inputs.SavedViewInput;
import svc.gateway.inputs.SetAsideRunInput;
import svc.gateway.inputs.SettleInput;
import svc.gateway.inputs.SignOutInput;
import svc.gateway.inputs.SpeedToLeadInput;
import svc.gateway.inputs.StrategyInput;
import svc.gateway.inputs.TaskInput;
import svc.gateway.inputs.UnitInput;
import svc.gateway.inputs.VerticalInput;
import svc.gateway.inputs.WebhookInput;
import svc.gateway.inputs.WhoAmIInput;
import svc.gateway.inputs.WhyInput;
import svc.gateway.inputs.WithdrawInput;
import svc.gateway.inputs.WorkflowInput;

/**
 * The one register of routes. Dispatch, the permission check, the contract hash, OpenAPI and the tool listing all
 * read it; adding a route is one line here and a handler.
 */
public final class Register {
    public static final Route SESSION_MY_GRANTS =
            spec("session", "my_grants", USER, READ, PLATFORM, GrantsInput.class, "[GrantRef]");
    public static final Route SESSION_MY_SCOPES =
            spec("session", "my_scopes", USER, READ, PLATFORM, EmptyInput.class, "[Scope]");
    public static final Route SESSION_SIGN_OUT =
            spec("session", "sign_out", USER, READ, EITHER, SignOutInput.class, "Nothing").with(Effect.CHANGES);
    public static final Route SESSION_WHOAMI =
            spec("session", "whoami", USER, READ, PLATFORM, WhoAmIInput.class, "Caller");
    public static final Route ASK_NEIGHBOURS =
            spec("ask", "neighbours", STRATEGY, ASK, EITHER, NeighboursInput.class, "NeighboursAnswer");
    public static final Route ASK_SAVED_VIEW =
            spec("ask", "saved_view", STRATEGY, ASK, EITHER, SavedViewInput.class, "SavedViewAnswer")
                    .with(Effect.CHANGES_BY_INPUT);
    public static final Route READ_WHY = spec("read", "why", USER, READ, PLATFORM, WhyInput.class, "WhyAnswer");
    public static final Route READ_MARKET_TWIN =
            spec("read", "market_twin", BRAND, READ, EITHER, MarketTwinInput.class, "MarketTwin");
    public static final Route READ_BASKET =
            spec("read", "basket", STRATEGY, READ, EITHER, BasketReadInput.class, "BasketReading");
    public static final Route READ_VERTICAL =
            spec("read", "vertical", BRAND, READ, EITHER, VerticalInput.class, "Vertical");
    public static final Route READ_INVITATIONS =
            spec("read", "invitations", TENANT, ADMIN, PLATFORM, EmptyInput.class, "[Invitation]");
    public static final Route READ_LOOKUP =
            spec("read", "lookup", STRATEGY, READ, PLATFORM, LookupInput.class, "LookupAnswer");
    public static final Route READ_SPEED_TO_LEAD =
            spec("read", "speed_to_lead", BRAND, READ, PLATFORM, SpeedToLeadInput.class, "SpeedToLead");
    public static final Route READ_PARAMETER =
            spec("read", "parameter", TENANT, READ, PLATFORM, ParameterInput.class, "Parameter");
    public static final Route ACT_THROUGH_CONNECTOR =
            task("act", "act_through_connector", BRAND, ACT, ActThroughConnectorInput.class, "Move");
    public static final Route ACT_DEEPEN = task("act", "deepen", STRATEGY, ACT, DeepenInput.class, "Deepening");
    public static final Route ACT_STRATEGY =
            spec("act", "strategy", BRAND, ACT, PLATFORM, StrategyInput.class, "Strategy");
    public static final Route ACT_SETTLE =
            spec("act", "settle", STRATEGY, ACT, EITHER, SettleInput.class, "Hypothesis");
    public static final Route ACT_SET_ASIDE_RUN =
            spec("act", "set_aside_run", TENANT, ACT, PLATFORM, SetAsideRunInput.class, "ScrapeRun");
    public static final Route ACT_WORKFLOW =
            spec("act", "workflow", STRATEGY, ACT, PLATFORM, WorkflowInput.class, "WorkflowAnswer");
    public static final Route ACT_WITHDRAW =
            spec("act", "withdraw", BRAND, ACT, PLATFORM, WithdrawInput.class, "Publishing");
    public static final Route ACT_WEBHOOK =
            spec("act", "webhook", TENANT, ACT, PLATFORM, WebhookInput.class, "Telling");
    public static final Route ACT_NOTIFICATION_RULE =
            spec("act", "notification_rule", USER, ACT, PLATFORM, NotificationRuleInput.class, "NotificationRule");
    public static final Route WORK_STATUS = spec("work", "status", USER, READ, PLATFORM, TaskInput.class, "Task");
    public static final Route WORK_CANCEL = spec("work", "cancel", USER, ACT, PLATFORM, TaskInput.class, "Task");
    public static final Route ACT_RECORD = addition("act", "record", TENANT, ACT, RecordInput.class, "Recorded");
    public static final Route READ_UNIT = addition("read", "unit", USER, READ, UnitInput.class, "Unit");
    public static final Route READ_HISTORY = addition("read", "history", USER, READ, UnitInput.class, "[HistoryEntry]");
    public static final Route READ_RUNS = addition("read", "runs", TENANT, READ, EmptyInput.class, "[ScrapeRun]");
    public static final Route READ_FEED = addition("read", "feed", TENANT, READ, FeedInput.class, "FeedPage");
    public static final Route ACT_GRANT = addition("act", "grant", TENANT, ADMIN, GrantInput.class, "Grant");
    public static final Route ACT_ACCEPT_INVITATION =
            addition("act", "accept_invitation", USER, NONE, InvitationInput.class, "Invitation");
    public static final Route ACT_REVOKE_INVITATION =
            addition("act", "revoke_invitation", TENANT, ADMIN, InvitationInput.class, "Invitation");

    /** Every route: the specification's, then the additions. */
    public static final List<Route> ROUTES = List.of(
            SESSION_MY_GRANTS, SESSION_MY_SCOPES, SESSION_SIGN_OUT, SESSION_WHOAMI, ASK_NEIGHBOURS, ASK_SAVED_VIEW,
            READ_WHY, READ_MARKET_TWIN, READ_BASKET, READ_VERTICAL, READ_INVITATIONS, READ_LOOKUP, READ_SPEED_TO_LEAD,
            READ_PARAMETER, ACT_THROUGH_CONNECTOR, ACT_DEEPEN, ACT_STRATEGY, ACT_SETTLE, ACT_SET_ASIDE_RUN,
            ACT_WORKFLOW, ACT_WITHDRAW, ACT_WEBHOOK, ACT_NOTIFICATION_RULE, WORK_STATUS, WORK_CANCEL, ACT_RECORD,
            READ_UNIT, READ_HISTORY, READ_RUNS, READ_FEED, ACT_GRANT, ACT_ACCEPT_INVITATION, ACT_REVOKE_INVITATION);

    private static final Map<String, Route> BY_KEY = new LinkedHashMap<>();

    static {
        ROUTES.forEach(route -> BY_KEY.put(route.key(), route));
    }

    private Register() {
    }

    public static Optional<Route> find(String tag, String operation) {
        return ofKey(tag + "/" + operation);
    }

    /** The route of a register key, {@code <tag>/<operation>}. */
    public static Optional<Route> ofKey(String key) {
        return Optional.ofNullable(BY_KEY.get(key));
    }

    /** The route a request path such as {@code /v1/read/unit} calls, if the register holds one. */
    public static Optional<Route> atPath(String path) {
        if (!path.startsWith("/v1/")) {
            return Optional.empty();
        }
        String[] parts = path.substring("/v1/".length()).split("/", -1);
        return parts.length == 2 ? find(parts[0], parts[1]) : Optional.empty();
    }

    private static Route spec(String tag, String operation, Rung rung, GrantName grant, ServedBy servedBy,
            Class<?> input, String body) {
        return new Route(tag, operation, rung, grant, servedBy, input, body, false, false, effect(tag, grant));
    }

    private static Route task(String tag, String operation, Rung rung, GrantName grant, Class<?> input,
            String body) {
        return new Route(tag, operation, rung, grant, PLATFORM, input, body, true, false, effect(tag, grant));
    }

    private static Route addition(String tag, String operation, Rung rung, GrantName grant, Class<?> input,
            String body) {
        return new Route(tag, operation, rung, grant, PLATFORM, input, body, false, true, effect(tag, grant));
    }

    /** Every act route changes the record (whatever grant it needs), and so does every route needing act. */
    private static Effect effect(String tag, GrantName grant) {
        return grant == ACT || tag.equals("act") ? Effect.CHANGES : Effect.READS;
    }
}
