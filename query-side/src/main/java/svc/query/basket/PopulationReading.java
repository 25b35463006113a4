package svc.query.basket;

import java.util.List;

/**
 * Readings of a population of subjects in one basket: how many it holds, how many are members, held out as control
 * or outside; the members' share of the population; their mean likelihood; and the share of members whose
 * likelihood is at least {@link #LIKELY}. A share or mean over nobody is null.
 */
record PopulationReading(int size, int members, int control, int outside, Double memberShare, Double meanLikelihood,
        Double likelyShare) {
    static final double LIKELY = 0.5;

    static PopulationReading of(List<SubjectStanding> population) {
        List<Double> likelihoods = population.stream().filter(s -> s.standing() == Standing.MEMBER)
                .map(SubjectStanding::likelihood).toList();
        int control = (int) population.stream().filter(s -> s.standing() == Standing.CONTROL).count();
        int members = likelihoods.size();
        return new PopulationReading(population.size(), members, control, population.size() - members - control,
                share(members, population.size()), mean(likelihoods),
                share((int) likelihoods.stream().filter(l -> l >= LIKELY).count(), members));
    }

    static Double share(int part, int whole) {
        return whole == 0 ? null : (double) part / whole;
    }

    static Double mean(List<Double> values) {
        return values.isEmpty() ? null : values.stream().mapToDouble(Double::doubleValue).sum() / values.size();
    }
}
