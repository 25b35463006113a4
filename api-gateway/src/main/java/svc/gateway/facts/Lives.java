package svc.gateway.facts;

import java.util.function.IntPredicate;
import svc.gateway.envelope.Scope;

/** The places a kind of fact lives at, by the depth of the place (a tenant 1, a brand 2, a strategy 3). */
public enum Lives {
    TENANT(depth -> depth == 1, "a tenant place (tenant/<id>)"),
    BRAND(depth -> depth == 2, "a brand place (tenant/<id>/brand/<id>)"),
    STRATEGY(depth -> depth == 3, "a strategy place (tenant/<id>/brand/<id>/strategy/<id>)"),
    TENANT_OR_BRAND(depth -> depth <= 2, "a tenant or brand place (tenant/<id> or tenant/<id>/brand/<id>)"),
    BRAND_OR_STRATEGY(depth -> depth >= 2, "a brand or strategy place (tenant/<id>/brand/<id>[/strategy/<id>])"),
    ANYWHERE(depth -> true, "a tenant, brand or strategy place");

    private final IntPredicate depths;
    private final String words;

    Lives(IntPredicate depths, String words) {
        this.depths = depths;
        this.words = words;
    }

    boolean at(Scope place) {
        return depths.test(place.depth());
    }

    String words() {
        return words;
    }
}
