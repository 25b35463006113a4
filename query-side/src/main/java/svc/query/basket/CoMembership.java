package svc.query.basket;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Co-membership of a population's members: each other basket in which at least one of them is also a member (by the
 * standing rule of {@link SubjectStanding}), with how many it shares and their share of the population's members,
 * most shared first, then by basket id.
 */
final class CoMembership {
    private CoMembership() {
    }

    record Shared(String basket, int shared, double share) {
    }

    /** {@code others}: the memberships of every other basket, by basket id. */
    static List<Shared> of(Set<String> members, Map<String, ? extends Collection<Membership>> others) {
        return others.entrySet().stream()
                .map(other -> new Shared(other.getKey(), (int) SubjectStanding.of(other.getValue()).values().stream()
                        .filter(s -> s.standing() == Standing.MEMBER && members.contains(s.subject())).count(), 0))
                .filter(shared -> shared.shared() > 0)
                .map(shared -> new Shared(shared.basket(), shared.shared(), (double) shared.shared() / members.size()))
                .sorted(Comparator.comparingInt(Shared::shared).reversed().thenComparing(Shared::basket))
                .toList();
    }
}
