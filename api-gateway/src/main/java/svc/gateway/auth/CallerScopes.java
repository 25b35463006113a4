package svc.gateway.auth;

import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.query.api.HeldGrant;

/**
 * The scopes a subject reads: every place it holds a grant on (any grant, since acting on a place reads the record
 * there), with the places nested below another of them left out, as that one already reaches them. Sorted.
 */
@Component
public class CallerScopes {
    private final CallGrants grants;

    CallerScopes(CallGrants grants) {
        this.grants = grants;
    }

    public List<String> readable(String subject) {
        List<String> held = grants.of(subject).stream().map(HeldGrant::place).distinct().sorted().toList();
        List<String> readable = new ArrayList<>();
        for (String place : held) {
            if (held.stream().noneMatch(other -> !other.equals(place) && Places.within(place, other))) {
                readable.add(place);
            }
        }
        return readable;
    }
}
