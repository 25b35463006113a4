package svc.query.basket;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * A population's members cut into likelihood bands of width {@code resolution}: band k holds likelihoods in
 * {@code [k·r, (k+1)·r)}, the last band closed at 1. Each band that holds a member is a group, read against the
 * basket's control group: its proxy is its mean likelihood (and its share of the population's members), and its lift
 * is its mean likelihood over the control group's. With no control group, or one whose mean likelihood is 0, lift is
 * null and {@code liftNote} says why.
 */
record Groups(double resolution, List<Group> groups, ControlGroup control, String liftNote) {
    record Group(double from, double to, int members, double share, double meanLikelihood, Double lift) {
    }

    record ControlGroup(int members, Double meanLikelihood) {
    }

    static Groups of(List<SubjectStanding> population, double resolution, List<SubjectStanding> basketControl) {
        // Decimal arithmetic, so that 0.3 at a resolution of 0.1 falls in band 3, not band 2 (0.3 / 0.1 = 2.999...).
        BigDecimal width = BigDecimal.valueOf(resolution);
        int bands = BigDecimal.ONE.divide(width, 0, RoundingMode.CEILING).intValueExact();
        TreeMap<Integer, List<Double>> byBand = new TreeMap<>();
        List<SubjectStanding> members = population.stream().filter(s -> s.standing() == Standing.MEMBER).toList();
        for (SubjectStanding member : members) {
            int band = Math.min(BigDecimal.valueOf(member.likelihood()).divide(width, 0, RoundingMode.FLOOR)
                    .intValueExact(), bands - 1);
            byBand.computeIfAbsent(band, b -> new ArrayList<>()).add(member.likelihood());
        }
        ControlGroup control = new ControlGroup(basketControl.size(),
                PopulationReading.mean(basketControl.stream().map(SubjectStanding::likelihood).toList()));
        String liftNote = control.members() == 0
                ? "No control group: no subject of the basket is held out as control (control: true) on these dates, "
                        + "so lift cannot be read."
                : control.meanLikelihood() == 0
                        ? "The control group's mean likelihood is 0, so lift cannot be read."
                        : null;
        List<Group> groups = new ArrayList<>();
        byBand.forEach((band, likelihoods) -> {
            double mean = PopulationReading.mean(likelihoods);
            groups.add(new Group(width.multiply(BigDecimal.valueOf(band)).doubleValue(),
                    width.multiply(BigDecimal.valueOf(band + 1L)).min(BigDecimal.ONE).doubleValue(),
                    likelihoods.size(), (double) likelihoods.size() / members.size(), mean,
                    liftNote == null ? mean / control.meanLikelihood() : null));
        });
        return new Groups(resolution, groups, control, liftNote);
    }
}
