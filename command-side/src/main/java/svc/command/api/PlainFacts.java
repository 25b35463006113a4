package svc.command.api;

import java.util.Set;

/**
 * The kinds of fact that are data and nothing more: no command but recording moves them, so one aggregate and one
 * projection serve them all, and each kind's gateway bean says which members it takes.
 */
public final class PlainFacts {
    public static final Set<String> KINDS = UnitKind.plainFacts();

    private PlainFacts() {
    }
}
