package svc.gateway.routes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.List;
import org.junit.jupiter.api.Test;
import svc.command.api.UnitKind;
import svc.gateway.inputs.TellingGiven;
import svc.gateway.refusal.Refusal;
import svc.query.api.TellingBody;

class TellingReaderTest {
    private static final String SECRET = "whsec-3f9a7c1e5b2d4a68";
    private static final List<UnitKind> KINDS = List.of(UnitKind.RUN, UnitKind.PUBLISHING, UnitKind.RUN);

    @Test
    void aTellingIsAskedForWithItsKindsOnceEachAndTheDefaultTriesBound() {
        assertThat(TellingReader.read(given(null, null), "acme")).isEqualTo(new TellingReader.Asked(
                "https://hooks.example.com/svc", List.of("run", "publishing"), SECRET, TellingBody.DEFAULT_TRIES));
    }

    @Test
    void theCallsOwnTenantMayBeGiven() {
        assertThat(TellingReader.read(given("acme", null), "acme").secret()).isEqualTo(SECRET);
    }

    @Test
    void anotherTenantIsRefusedNamingIt() {
        assertThat(field(given("other", null))).isEqualTo("/telling/tenant");
    }

    @Test
    void failedCallsGivenAtRegistrationAreRefused() {
        assertThat(field(given(null, List.of(JsonNodeFactory.instance.objectNode().put("at", "2026-01-01")))))
                .isEqualTo("/telling/failed_calls");
    }

    @Test
    void noFailedCallsAreAsGoodAsNone() {
        assertThat(TellingReader.read(given(null, List.of()), "acme").kinds()).containsExactly("run", "publishing");
    }

    @Test
    void aBlankSecretIsRefusedNamingIt() {
        TellingGiven blank = new TellingGiven(null, "https://hooks.example.com/svc", KINDS, " ".repeat(16), null,
                null);
        assertThat(catchThrowableOfType(Refusal.class, () -> TellingReader.read(blank, "acme")).members())
                .containsEntry("field", "/telling/secret");
    }

    private static TellingGiven given(String tenant, List<com.fasterxml.jackson.databind.JsonNode> failedCalls) {
        return new TellingGiven(tenant, "https://hooks.example.com/svc", KINDS, SECRET, null, failedCalls);
    }

    private static Object field(TellingGiven given) {
        return catchThrowableOfType(Refusal.class, () -> TellingReader.read(given, "acme")).members().get("field");
    }
}
