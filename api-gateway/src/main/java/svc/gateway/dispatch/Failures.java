package svc.gateway.dispatch;

import org.axonframework.modelling.command.AggregateNotFoundException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import svc.command.api.KeyReused;
import svc.command.api.RuleBroken;
import svc.command.api.UnitNotFound;
import svc.gateway.refusal.Refusal;
import svc.gateway.refusal.RuleFields;
import svc.query.api.UnitParked;

/**
 * What a failed call answers, over HTTP and as a tool alike: the refusal it raised, a broken rule as the field it
 * names, a missing unit as 404; anything unexpected is logged under the call's run id and shown only as 500.
 */
public final class Failures {
    private static final Logger LOG = LoggerFactory.getLogger(Failures.class);

    private Failures() {
    }

    public static Refusal refusal(Throwable failure) {
        Refusal known = known(failure);
        if (known == null) {
            LOG.error("call failed", failure);
            return Refusal.failed();
        }
        return known;
    }

    /** The code of the refusal a failure answers, without logging it: meters see a failure before it is answered. */
    public static String code(Throwable failure) {
        Refusal known = known(failure);
        return known == null ? Refusal.failed().code() : known.code();
    }

    private static Refusal known(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof Refusal refusal) {
                return refusal;
            }
            if (t instanceof KeyReused) {
                return Refusal.keyReused();
            }
            if (t instanceof RuleBroken broken) {
                return RuleFields.refusal(broken, "");
            }
            if (t instanceof UnitNotFound || t instanceof AggregateNotFoundException) {
                return Refusal.notFound();
            }
            if (t instanceof UnitParked parked) {
                String unitId = parked.unitId();
                return Refusal.unitParked(unitId.substring(unitId.indexOf('/') + 1));
            }
        }
        return null;
    }
}
