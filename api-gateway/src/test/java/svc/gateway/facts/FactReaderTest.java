package svc.gateway.facts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.validation.Validation;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import svc.command.api.RecordFact;
import svc.command.api.RecordHypothesis;
import svc.gateway.dispatch.InputReader;
import svc.gateway.envelope.Scope;
import svc.gateway.refusal.Refusal;
import svc.gateway.wire.WireJson;

/**
 * What the reader of a fact takes and refuses, with the pointer each refusal names: the members every fact has, then
 * its kind's own as that kind's record. Each kind's member rules are tested over HTTP (MeasuresHttpContract,
 * ModelsHttpContract, GraphHttpContract, BasketsHttpContract and the others).
 */
class FactReaderTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Instant TRUE_ON = Instant.parse("2026-03-01T00:00:00Z");
    private static final Scope BRAND = Scope.parse("tenant/acme/brand/b1");

    private final FactReader reader = new FactReader(new InputReader(new WireJson(),
            Validation.buildDefaultValidatorFactory().getValidator()), List.of());

    private Fact read(String json) {
        try {
            return reader.read(JSON.readTree(json), "/facts/0", BRAND, TRUE_ON);
        } catch (Exception e) {
            throw e instanceof RuntimeException runtime ? runtime : new IllegalStateException(e);
        }
    }

    private String refusedField(String json) {
        return catchThrowableOfType(Refusal.class, () -> read(json)).members().get("field").toString();
    }

    @Test
    void aFactIsReadAsItsKindsRecordAndRecordedByIt() {
        Fact fact = read("{\"kind\":\"hypothesis\",\"id\":\"h-1\",\"place\":\"tenant/acme/brand/b1/strategy/s1\","
                + "\"claim\":\"Price cuts lift trials\"}");

        assertThat(fact.given()).isEqualTo(new HypothesisFact("Price cuts lift trials"));
        assertThat(fact.trueFrom()).isEqualTo(TRUE_ON);
        assertThat(fact.given().command(fact, "acme")).isInstanceOfSatisfying(RecordHypothesis.class,
                command -> assertThat(command.claim()).isEqualTo("Price cuts lift trials"));
    }

    @Test
    void aPlainFactKeepsAMemberGivenAsNullAndLeavesOutOneNotGiven() {
        Fact fact = read("{\"kind\":\"lead\",\"id\":\"l-1\",\"delivered\":\"2026-02-01\",\"channel\":null}");

        ObjectNode kept = ((RecordFact) fact.given().command(fact, "acme")).fields();
        assertThat(kept.has("channel")).isTrue();
        assertThat(kept.get("channel").isNull()).isTrue();
        assertThat(kept.has("entity")).isFalse();
    }

    @Test
    void aLeadKeepsItsTimesInOneForm() {
        Fact fact = read("{\"kind\":\"lead\",\"id\":\"l-1\",\"delivered\":\"2026-02-01\","
                + "\"first_touch\":\"2026-02-01T10:00:00+01:00\"}");

        ObjectNode kept = ((RecordFact) fact.given().command(fact, "acme")).fields();
        assertThat(kept.get("delivered").asText()).isEqualTo("2026-02-01T00:00:00Z");
        assertThat(kept.get("first_touch").asText()).isEqualTo("2026-02-01T09:00:00Z");
    }

    @Test
    void aMemberOfTheWrongTypeIsRefusedAtItsPointer() {
        assertThat(refusedField("{\"kind\":\"membership\",\"id\":\"m\",\"basket\":\"b\",\"subject\":\"s\","
                + "\"likelihood\":\"high\"}")).isEqualTo("/facts/0/likelihood");
        assertThat(refusedField("{\"kind\":\"entity\",\"id\":\"e\",\"entity_kind\":\"company\",\"name\":\"Acme\","
                + "\"keys\":{\"vat\":\" \"}}")).isEqualTo("/facts/0/keys/vat");
    }

    @Test
    void aMemberInsideAListIsRefusedAtItsPointer() {
        assertThat(refusedField("{\"kind\":\"market_twin\",\"id\":\"t\",\"stocks\":[{\"name\":\"a\",\"level\":1},"
                + "{\"name\":\"b\",\"level\":\"full\"}]}")).isEqualTo("/facts/0/stocks/1/level");
        assertThat(refusedField("{\"kind\":\"market_twin\",\"id\":\"t\",\"stocks\":[{\"name\":\"a\",\"level\":1,"
                + "\"colour\":\"red\"}]}")).isEqualTo("/facts/0/stocks/0/colour");
    }

    @Test
    void aRuleSpanningMembersIsRefusedAtTheMemberItFaults() {
        assertThat(refusedField("{\"kind\":\"lead\",\"id\":\"l\",\"delivered\":\"2026-02-02\","
                + "\"first_touch\":\"2026-02-01\"}")).isEqualTo("/facts/0/first_touch");
    }

    @Test
    void aKindNotTakenIsRefusedListingTheKindsTaken() {
        Refusal refusal = catchThrowableOfType(Refusal.class, () -> read("{\"kind\":\"comet\",\"id\":\"c\"}"));

        assertThat(refusal.members()).containsEntry("field", "/facts/0/kind");
        assertThat(refusal.getMessage()).contains("hypothesis", "lead", "saved_view");
    }

    @Test
    void aMemberOfNoFactIsRefusedListingTheKindsMembers() {
        Refusal refusal = catchThrowableOfType(Refusal.class,
                () -> read("{\"kind\":\"basket\",\"id\":\"b\",\"name\":\"n\",\"service\":\"s\",\"colour\":1}"));

        assertThat(refusal.members()).containsEntry("field", "/facts/0/colour");
        assertThat(refusal.getMessage()).contains("[name, service]");
    }

    @Test
    void aFactAtAPlaceItsKindDoesNotLiveAtIsRefusedForThePlaceBeforeItsMembers() {
        assertThat(refusedField("{\"kind\":\"run\",\"id\":\"r\"}")).isEqualTo("/facts/0/place");
    }

    @Test
    void everyKindTakenIsAKindOfUnitWithWhereItLives() {
        assertThat(FactReader.KINDS).allSatisfy((kind, type) -> {
            assertThat(svc.command.api.UnitKind.ofWire(kind)).as(kind).isPresent();
            assertThat(type.getAnnotation(LivesAt.class)).as(kind).isNotNull();
            assertThat(GivenFact.class).as(kind).isAssignableFrom(type);
        });
    }
}
