package svc.projections.rows;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Row-level security on PostgreSQL ({@code svc.rls.*}).
 *
 * @param allowBypass start even when the connection's role bypasses row-level security (a deliberately privileged
 *     connection), saying so in the log
 */
@ConfigurationProperties("svc.rls")
record RowSecuritySettings(boolean allowBypass) {
}
