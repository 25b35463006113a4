package svc.query.basket;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The arithmetic of read/basket: standings, population readings, likelihood bands with lift, co-membership. */
class BasketReadingsTest {
    private static Membership member(String subject, double likelihood) {
        return new Membership("m-" + subject + "-" + likelihood, "b1", subject, "co-purchase", likelihood, false);
    }

    private static Membership control(String subject, double likelihood) {
        return new Membership("c-" + subject, "b1", subject, "co-purchase", likelihood, true);
    }

    @Test
    void aSubjectStandsByItsHighestLikelihoodAndAnyControlMembershipHoldsItOut() {
        Map<String, SubjectStanding> standings = SubjectStanding.of(List.of(member("a", 0.2), member("a", 0.7),
                member("b", 0.4), control("b", 0.9)));

        assertThat(standings.get("a")).isEqualTo(new SubjectStanding("a", Standing.MEMBER, 0.7));
        assertThat(standings.get("b")).isEqualTo(new SubjectStanding("b", Standing.CONTROL, 0.9));
        assertThat(standings).doesNotContainKey("c");
    }

    @Test
    void populationReadingsCountMembersControlAndOutsideAndReadMeansOverMembersOnly() {
        Map<String, SubjectStanding> s = SubjectStanding.of(List.of(member("a", 0.2), member("b", 0.6),
                member("c", 0.5), control("d", 0.9)));
        List<SubjectStanding> population = List.of(s.get("a"), s.get("b"), s.get("c"), s.get("d"),
                SubjectStanding.outside("e"));

        PopulationReading reading = PopulationReading.of(population);

        assertThat(reading.size()).isEqualTo(5);
        assertThat(reading.members()).isEqualTo(3);
        assertThat(reading.control()).isEqualTo(1);
        assertThat(reading.outside()).isEqualTo(1);
        assertThat(reading.memberShare()).isCloseTo(0.6, within(1e-12));
        assertThat(reading.meanLikelihood()).isCloseTo((0.2 + 0.6 + 0.5) / 3, within(1e-12));
        assertThat(reading.likelyShare()).as("0.5 counts as likely").isCloseTo(2.0 / 3, within(1e-12));
    }

    @Test
    void aPopulationWithoutMembersHasNoMeansOrShares() {
        PopulationReading reading = PopulationReading.of(List.of(SubjectStanding.outside("x")));

        assertThat(reading.members()).isZero();
        assertThat(reading.memberShare()).isZero();
        assertThat(reading.meanLikelihood()).isNull();
        assertThat(reading.likelyShare()).isNull();
        assertThat(PopulationReading.of(List.of()).memberShare()).isNull();
    }

    @Test
    void bandsAreHalfOpenWithTheLastClosedAtOneAndDecimalEdgesFallInTheUpperBand() {
        Map<String, SubjectStanding> s = SubjectStanding.of(List.of(member("a", 0.3), member("b", 0.29),
                member("c", 1.0), member("d", 0.95), member("e", 0.0)));

        Groups groups = Groups.of(List.copyOf(s.values()), 0.1, List.of());

        assertThat(groups.groups()).extracting(Groups.Group::from)
                .containsExactly(0.0, 0.2, 0.3, 0.9);
        assertThat(groups.groups()).extracting(Groups.Group::members).containsExactly(1, 1, 1, 2);
        Groups.Group top = groups.groups().get(3);
        assertThat(top.to()).isEqualTo(1.0);
        assertThat(top.meanLikelihood()).isCloseTo(0.975, within(1e-12));
        assertThat(top.share()).isCloseTo(0.4, within(1e-12));
    }

    @Test
    void aResolutionThatDoesNotDivideOneEndsItsLastBandAtOne() {
        Groups groups = Groups.of(List.of(new SubjectStanding("a", Standing.MEMBER, 0.99)), 0.4, List.of());

        assertThat(groups.groups()).singleElement().satisfies(g -> {
            assertThat(g.from()).isEqualTo(0.8);
            assertThat(g.to()).isEqualTo(1.0);
        });
    }

    @Test
    void liftIsTheBandsMeanLikelihoodOverTheControlGroupsAndControlIsNoBandsMember() {
        Map<String, SubjectStanding> s = SubjectStanding.of(List.of(member("a", 0.8), member("b", 0.6),
                member("c", 0.1), control("k1", 0.2), control("k2", 0.4)));
        List<SubjectStanding> controls = List.of(s.get("k1"), s.get("k2"));

        Groups groups = Groups.of(List.copyOf(s.values()), 0.5, controls);

        assertThat(groups.control().members()).isEqualTo(2);
        assertThat(groups.control().meanLikelihood()).isCloseTo(0.3, within(1e-12));
        assertThat(groups.liftNote()).isNull();
        assertThat(groups.groups()).hasSize(2);
        assertThat(groups.groups().get(0).members()).as("only c; k1 and k2 are control").isEqualTo(1);
        assertThat(groups.groups().get(0).lift()).isCloseTo(0.1 / 0.3, within(1e-12));
        assertThat(groups.groups().get(1).lift()).isCloseTo(0.7 / 0.3, within(1e-12));
    }

    @Test
    void withoutAControlGroupLiftIsNullAndTheNoteSaysWhy() {
        Groups none = Groups.of(List.of(new SubjectStanding("a", Standing.MEMBER, 0.5)), 0.25, List.of());
        Groups zero = Groups.of(List.of(new SubjectStanding("a", Standing.MEMBER, 0.5)), 0.25,
                List.of(new SubjectStanding("k", Standing.CONTROL, 0.0)));

        assertThat(none.groups().get(0).lift()).isNull();
        assertThat(none.liftNote()).contains("No control group");
        assertThat(zero.groups().get(0).lift()).isNull();
        assertThat(zero.liftNote()).contains("is 0");
    }

    @Test
    void coMembershipCountsTheMembersEachOtherBasketSharesMostSharedFirst() {
        Map<String, List<Membership>> others = Map.of(
                "b2", List.of(member("a", 0.5), member("b", 0.5), member("z", 0.5)),
                "b3", List.of(member("a", 0.5), control("b", 0.5)),
                "b4", List.of(member("z", 0.9)));

        List<CoMembership.Shared> shared = CoMembership.of(java.util.Set.of("a", "b", "c", "d"), others);

        assertThat(shared).extracting(CoMembership.Shared::basket).containsExactly("b2", "b3");
        assertThat(shared.get(0).shared()).isEqualTo(2);
        assertThat(shared.get(0).share()).isCloseTo(0.5, within(1e-12));
        assertThat(shared.get(1).shared()).as("b is held out as control in b3").isEqualTo(1);
    }
}
