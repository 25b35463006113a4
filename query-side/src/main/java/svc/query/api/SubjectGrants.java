package svc.query.api;

import java.util.List;

/**
 * The grants a subject holds now, every grant committed before the call began included. Asked on every call, before
 * anything else about the caller is known, so it is a call and not a query message: most calls find the answer kept
 * and pay no transaction for it.
 */
public interface SubjectGrants {
    List<HeldGrant> of(String subject);
}
