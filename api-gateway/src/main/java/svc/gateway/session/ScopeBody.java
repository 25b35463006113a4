package svc.gateway.session;

/** Scope: a place the caller reads, and its rung (tenant, brand or strategy). */
record ScopeBody(String place, String rung) {
}
