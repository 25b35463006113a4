package svc.gateway.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import svc.query.api.HeldGrant;

class CallGrantsTest {
    private final List<String> asked = new ArrayList<>();
    private final CallGrants grants = new CallGrants(subject -> {
        asked.add(subject);
        return List.of(new HeldGrant("tenant/acme", Set.of("read"), "run"));
    });

    @Test
    void oneCallAsksTheQuerySideOncePerSubject() {
        grants.during(() -> {
            grants.of("ana");
            grants.of("ana");
            grants.during(() -> grants.of("ana"));
            return grants.of("ben");
        });

        assertThat(asked).containsExactly("ana", "ben");
    }

    @Test
    void eachCallAsksAfresh() {
        grants.during(() -> grants.of("ana"));
        grants.during(() -> grants.of("ana"));

        assertThat(asked).containsExactly("ana", "ana");
    }

    @Test
    void outsideACallEveryReadAsks() {
        grants.of("ana");
        grants.of("ana");

        assertThat(asked).containsExactly("ana", "ana");
    }
}
