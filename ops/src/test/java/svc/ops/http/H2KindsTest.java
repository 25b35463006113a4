package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;
import static svc.ops.http.SharedDatabase.H2;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import svc.command.api.PlainFacts;
import svc.command.api.UnitKind;
import svc.gateway.facts.FactReader;
import svc.projections.ProjectionsConfig;
import svc.projections.fact.FactFold;

/**
 * Each kind is declared once, in {@link UnitKind}; what serves a kind in each module must name a declared kind, and
 * every kind read/unit shows must have what serves it.
 */
@SharedServer(H2)
class H2KindsTest extends HttpSupport {
    /** A grant is a unit of the record, but read/unit does not show it: act/grant and session/whoami do. */
    private static final Set<UnitKind> NOT_SHOWN = EnumSet.of(UnitKind.GRANT);

    @Test
    void everyFoldIsOfADeclaredKind() {
        assertThat(ProjectionsConfig.folds().keySet()).isSubsetOf(wires(EnumSet.allOf(UnitKind.class)));
    }

    /** That each kind shown has exactly one view the query side checks as it starts, as this server did. */
    @Test
    void everyKindShownHasABodyTypeAndAFold() {
        Set<String> shown = wires(EnumSet.complementOf(EnumSet.copyOf(NOT_SHOWN)));

        assertThat(UnitKind.shown()).containsExactlyInAnyOrderElementsOf(shown);
        assertThat(ProjectionsConfig.folds().keySet()).containsAll(shown);
    }

    @Test
    void everyPlainFactIsTakenByActRecordAndFoldedAsAFact() {
        assertThat(PlainFacts.KINDS).isNotEmpty();
        assertThat(FactReader.kinds()).containsAll(PlainFacts.KINDS)
                .isSubsetOf(wires(EnumSet.allOf(UnitKind.class)));
        PlainFacts.KINDS.forEach(kind -> assertThat(ProjectionsConfig.folds().get(kind)).as(kind)
                .isInstanceOf(FactFold.class));
    }

    private static Set<String> wires(Set<UnitKind> kinds) {
        return Arrays.stream(UnitKind.values()).filter(kinds::contains).map(UnitKind::wire)
                .collect(Collectors.toSet());
    }
}
