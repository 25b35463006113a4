package svc.gateway.routes;

import java.util.function.Supplier;
import svc.command.api.GrantHeld;
import svc.command.api.RuleBroken;
import svc.gateway.dispatch.Call;
import svc.gateway.refusal.Refusal;
import svc.gateway.refusal.RuleFields;

/** What the grant and invitation routes share: a broken grant rule is the caller's 400, and grants hold from now. */
final class GrantCommands {
    private GrantCommands() {
    }

    static GrantHeld send(Supplier<GrantHeld> command) {
        try {
            return command.get();
        } catch (RuleBroken broken) {
            throw RuleFields.refusal(broken, "");
        }
    }

    /**
     * Grants are not facts with a valid time: one holds from the moment it is given, and the permission check reads
     * what is held now. A change of grants that asked for another date would be a lie about when it held.
     */
    static void refuseTrueOn(Call call) {
        if (call.envelope().trueOnAsked()) {
            throw Refusal.invalidInput("Svc-As-True-On", call.route().key()
                    + " changes grants, which hold from the moment they are given; it takes no Svc-As-True-On.");
        }
    }
}
