package svc.query.basket;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A subject's standing in one basket and its likelihood there: the highest likelihood among its memberships of the
 * basket (null when it has none). Held out as control by any one membership, it stands in the control group: a
 * subject held out is not treated, whatever else is recorded of it.
 */
record SubjectStanding(String subject, Standing standing, Double likelihood) {
    static Map<String, SubjectStanding> of(Collection<Membership> memberships) {
        Map<String, List<Membership>> bySubject = new LinkedHashMap<>();
        memberships.forEach(m -> bySubject.computeIfAbsent(m.subject(), s -> new ArrayList<>()).add(m));
        Map<String, SubjectStanding> standings = new LinkedHashMap<>();
        bySubject.forEach((subject, own) -> standings.put(subject, new SubjectStanding(subject,
                own.stream().anyMatch(Membership::control) ? Standing.CONTROL : Standing.MEMBER,
                own.stream().mapToDouble(Membership::likelihood).max().orElseThrow())));
        return standings;
    }

    static SubjectStanding outside(String subject) {
        return new SubjectStanding(subject, Standing.OUTSIDE, null);
    }
}
