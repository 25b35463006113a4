package svc.gateway.auth;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.springframework.stereotype.Component;
import svc.query.api.HeldGrant;
import svc.query.api.SubjectGrants;

/**
 * A subject's grants as one call reads them: the permission check, the call's row scope and the route may each ask,
 * and the query side is asked once. Its first answer came after the call began, so it holds every grant committed
 * before the call, which is all read-your-writes promises; a grant the call itself gives is not read back in it.
 */
@Component
public class CallGrants {
    private static final ThreadLocal<Map<String, List<HeldGrant>>> IN_THE_CALL = new ThreadLocal<>();

    private final SubjectGrants grants;

    CallGrants(SubjectGrants grants) {
        this.grants = grants;
    }

    public List<HeldGrant> of(String subject) {
        Map<String, List<HeldGrant>> read = IN_THE_CALL.get();
        return read == null ? grants.of(subject) : read.computeIfAbsent(subject, grants::of);
    }

    /** Runs one call (or, inside one, just runs): each subject's grants are read at most once in it. */
    public <T> T during(Supplier<T> call) {
        if (IN_THE_CALL.get() != null) {
            return call.get();
        }
        IN_THE_CALL.set(new HashMap<>());
        try {
            return call.get();
        } finally {
            IN_THE_CALL.remove();
        }
    }
}
