package svc.gateway.auth;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** The grants a subject holds now, read from the {@code grants} projection. */
@Component
class Grants {
    private final JdbcTemplate jdbc;

    Grants(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<Held> of(String subject) {
        return jdbc.query("SELECT place, grants, mode FROM grant_current WHERE subject = ?",
                (rs, i) -> new Held(rs.getString(1),
                        Arrays.stream(rs.getString(2).split(",")).collect(Collectors.toUnmodifiableSet()),
                        rs.getString(3)),
                subject);
    }

    /** Grants held on one place, reaching every place nested below it. */
    record Held(String place, Set<String> grants, String mode) {
    }
}
