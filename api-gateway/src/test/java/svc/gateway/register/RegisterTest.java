package svc.gateway.register;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.List;
import org.junit.jupiter.api.Test;
import svc.gateway.inputs.SavedViewInput;
import svc.gateway.inputs.SignOutInput;

class RegisterTest {
    private static final List<String> SPECIFIED = List.of(
            "session/my_grants", "session/my_scopes", "session/sign_out", "session/whoami",
            "ask/neighbours", "ask/saved_view",
            "read/why", "read/market_twin", "read/basket", "read/vertical", "read/invitations", "read/lookup",
            "read/speed_to_lead", "read/parameter",
            "act/act_through_connector", "act/deepen", "act/strategy", "act/settle", "act/set_aside_run",
            "act/workflow", "act/withdraw", "act/webhook", "act/notification_rule");

    @Test
    void holdsTheTwentyThreeSpecifiedRoutesTheTwoWorkRoutesAndTheAdditions() {
        assertThat(Register.ROUTES.stream().filter(r -> !r.addition() && !r.tag().equals("work")).map(Route::key))
                .containsExactlyInAnyOrderElementsOf(SPECIFIED);
        assertThat(Register.ROUTES.stream().filter(r -> r.tag().equals("work")).map(Route::key))
                .containsExactlyInAnyOrder("work/status", "work/cancel");
        assertThat(Register.ROUTES.stream().filter(Route::addition).map(Route::key))
                .containsExactlyInAnyOrder("act/record", "read/unit", "read/history", "read/runs", "read/feed",
                        "act/grant",
                        "act/accept_invitation", "act/revoke_invitation");
    }

    @Test
    void onlyTheTwoConnectorAndDeepenRoutesAreTasks() {
        assertThat(Register.ROUTES.stream().filter(Route::task).map(Route::key))
                .containsExactlyInAnyOrder("act/act_through_connector", "act/deepen");
    }

    @Test
    void everyActRouteIsAChangeWhateverGrantItNeeds() {
        assertThat(Register.ROUTES.stream().filter(r -> r.tag().equals("act")).map(Route::effect))
                .containsOnly(Effect.CHANGES);
        assertThat(Register.find("act", "grant").orElseThrow().grant()).isEqualTo(GrantName.ADMIN);
        assertThat(Register.find("work", "cancel").orElseThrow().effect()).isEqualTo(Effect.CHANGES);
        assertThat(Register.find("work", "status").orElseThrow().effect()).isEqualTo(Effect.READS);
    }

    @Test
    void signingOutChangesAndKeepingAViewChangesWhenAViewIsGiven() {
        Route signOut = Register.find("session", "sign_out").orElseThrow();
        Route savedView = Register.find("ask", "saved_view").orElseThrow();
        assertThat(signOut.changes(new SignOutInput(null))).isTrue();
        assertThat(savedView.mayChange()).isTrue();
        assertThat(savedView.changes(new SavedViewInput(JsonNodeFactory.instance.objectNode(), null, null))).isTrue();
        assertThat(savedView.changes(new SavedViewInput(null, "sv-1", null))).isFalse();
        assertThat(Register.ROUTES.stream().filter(r -> r.effect() == Effect.CHANGES_BY_INPUT).map(Route::key))
                .containsExactly("ask/saved_view");
        assertThat(Register.ROUTES.stream().filter(r -> !r.tag().equals("act") && r.effect() == Effect.CHANGES)
                .map(Route::key)).containsExactlyInAnyOrder("session/sign_out", "work/cancel");
    }

    @Test
    void onlyAcceptingAnInvitationNeedsNoGrant() {
        assertThat(Register.ROUTES.stream().filter(r -> r.grant() == GrantName.NONE).map(Route::key))
                .containsExactly("act/accept_invitation");
    }

    @Test
    void namesToolsAndOperationIdsAfterTheRoute() {
        Route settle = Register.find("act", "settle").orElseThrow();
        assertThat(settle.tool()).isEqualTo("svc.act.settle");
        assertThat(settle.operationId()).isEqualTo("svc_act_settle");
        assertThat(settle.path()).isEqualTo("/v1/act/settle");
        assertThat(settle.rung()).isEqualTo(Rung.STRATEGY);
        assertThat(settle.servedBy()).isEqualTo(ServedBy.EITHER);
    }
}
