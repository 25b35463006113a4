package svc.query.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import svc.projections.fact.FactState;
import svc.query.api.Candidate;

/** Folding names, the edit-distance similarity, and the name searches built on them. */
class NameSimilarityTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void foldingDropsAccentsCaseAndRunsOfWhitespace() {
        assertThat(NameSimilarity.fold("  Müller\t Bäckerei  GmbH ")).isEqualTo("muller backerei gmbh");
        assertThat(NameSimilarity.same("CAFÉ  Nord", "cafe nord")).isTrue();
        assertThat(NameSimilarity.same("Cafe Nord", "Cafe Nordic")).isFalse();
    }

    @Test
    void similarityIsOneLessEditsOverTheLongerLength() {
        assertThat(NameSimilarity.similarity("Acme", "ACME")).isEqualTo(1.0);
        // "acme logistics" (14) to "acme logistik" takes two edits: c to k, drop s.
        assertThat(NameSimilarity.similarity("Acme Logistics", "Acme Logistik")).isCloseTo(1 - 2 / 14.0,
                within(1e-9));
        // Accents are folded before counting: one edit (the inserted e) in 16.
        assertThat(NameSimilarity.similarity("Müller Backerei", "Mueller Bäckerei")).isCloseTo(1 - 1 / 16.0,
                within(1e-9));
        assertThat(NameSimilarity.similarity("Acme", "Zenith Foods")).isLessThan(NameSimilarity.SIMILAR);
        assertThat(NameSimilarity.similarity("", "")).isEqualTo(1.0);
        assertThat(NameSimilarity.similarity("abc", "")).isEqualTo(0.0);
    }

    @Test
    void similarIsSymmetricAndInTheUnitInterval() {
        String[] names = {"Acme", "Acme Corp", "Akme", "Zenith", "", "Nordwind Kaffee"};
        for (String a : names) {
            for (String b : names) {
                double s = NameSimilarity.similarity(a, b);
                assertThat(s).isBetween(0.0, 1.0).isEqualTo(NameSimilarity.similarity(b, a));
            }
        }
    }

    @Test
    void theSimilarSearchTakesTheBestOfNameAndAliasesAndNamesItsBasis() {
        FactState entity = entity("e1", "Zenith Holdings", "Acme Logistik");

        Candidate found = NameSearch.similar("Acme Logistics", entity).orElseThrow();

        assertThat(found.score()).isEqualTo(Scores.round(1 - 2 / 14.0));
        assertThat(found.matchedBy()).isEqualTo("similar_name");
        assertThat(found.basis()).contains("'Acme Logistik'").contains("edit distance");
        assertThat(NameSearch.similar("Nordwind", entity)).isEmpty();
    }

    @Test
    void theSubstringSearchScoresTheShareOfTheNameItCovers() {
        FactState entity = entity("e1", "Acme Logistics", "ACME");

        Candidate found = NameSearch.substring("acme", entity).orElseThrow();

        assertThat(found.score()).isEqualTo(1.0);
        assertThat(NameSearch.substring("logist", entity).orElseThrow().score()).isEqualTo(Scores.round(6 / 14.0));
        assertThat(NameSearch.substring("zen", entity)).isEmpty();
    }

    @Test
    void theExactSearchIgnoresCaseAccentsAndSpacingOnly() {
        FactState entity = entity("e1", "Café  Nord", "North Café");

        assertThat(NameSearch.exact("cafe nord", entity)).isPresent();
        assertThat(NameSearch.exact("NORTH CAFE", entity)).isPresent();
        assertThat(NameSearch.exact("Cafe Nor", entity)).isEmpty();
    }

    private static FactState entity(String id, String name, String alias) {
        ObjectNode entity = JSON.createObjectNode().put("id", id).put("name", name);
        entity.putArray("aliases").add(alias);
        return JSON.convertValue(entity, FactState.class);
    }
}
