package svc.gateway.auth;

import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.gateway.envelope.Caller;
import svc.query.api.HeldGrant;

/**
 * The three narrowings of design.md, as answers: the grants held on a place and above it, narrowed to the places
 * the credential was issued for, narrowed to the place the call names. Where two places nest, their meet is the
 * deeper one; {@code admin} includes the other grants, as in the permission check.
 */
@Component
public class CallerGrants {
    private static final List<String> ORDER = List.of("read", "ask", "act", "admin");

    private final CallGrants grants;

    CallerGrants(CallGrants grants) {
        this.grants = grants;
    }

    /** The places the subject holds grants on, in order. */
    public List<String> heldPlaces(String subject) {
        return grants.of(subject).stream().map(HeldGrant::place).distinct().sorted().toList();
    }

    /** The first two narrowings: what the caller's credential may use of what its subject holds. */
    public List<GrantRef> ofCredential(Caller caller) {
        return narrowed(caller, null);
    }

    /** All three narrowings; {@code place} is the place the call names. */
    public List<GrantRef> narrowed(Caller caller, String place) {
        List<HeldGrant> held = grants.of(caller.subject());
        List<String> places = held.stream().map(HeldGrant::place).distinct().toList();
        if (caller.places() != null) {
            places = meet(places, caller.places());
        }
        if (place != null) {
            places = meet(places, List.of(place));
        }
        return places.stream().sorted().map(at -> at(at, held)).toList();
    }

    /** Where each of {@code places} meets one of {@code limits}: the deeper of the two, when they nest. */
    public static List<String> meet(List<String> places, List<String> limits) {
        Set<String> met = new LinkedHashSet<>();
        for (String place : places) {
            for (String limit : limits) {
                if (Places.within(place, limit)) {
                    met.add(place);
                } else if (Places.within(limit, place)) {
                    met.add(limit);
                }
            }
        }
        return List.copyOf(met);
    }

    private static GrantRef at(String place, List<HeldGrant> held) {
        List<HeldGrant> above = held.stream().filter(h -> Places.within(place, h.place())).toList();
        Set<String> names = new LinkedHashSet<>();
        above.forEach(h -> names.addAll(h.grants()));
        List<String> permissions = names.contains("admin") ? ORDER
                : ORDER.stream().filter(names::contains).toList();
        String mode = above.stream()
                .filter(h -> h.grants().contains("act") || h.grants().contains("admin"))
                .max(Comparator.comparing(h -> h.place().length()))
                .map(HeldGrant::mode)
                .orElse(null);
        return new GrantRef(place, permissions, mode);
    }
}
