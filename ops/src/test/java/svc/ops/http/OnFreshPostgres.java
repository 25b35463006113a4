package svc.ops.http;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The test class's server runs on a PostgreSQL database of its own, made and migrated before the class runs: Flyway
 * migrates as the owner, the server connects as {@code svc_app}, so every PostgreSQL HTTP test runs under row-level
 * security. Without a reachable PostgreSQL the class is skipped, or fails when {@code SVC_REQUIRE_PG=true}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@ExtendWith(FreshPostgres.class)
@interface OnFreshPostgres {
}
