package svc.query.rows;

import java.util.List;
import java.util.function.Supplier;
import org.springframework.stereotype.Component;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;
import svc.query.api.CallerRows;

/** A caller's row scope: the places it reads and the tenants they lie in ({@code tenant/<id>/...}). */
@Component
class CallerRowScope implements CallerRows {
    @Override
    public <T> T within(String subject, List<String> places, Supplier<T> work) {
        List<String> tenants = places.stream().map(place -> place.split("/")[1]).distinct().toList();
        return RowScopes.within(RowScope.caller(subject, tenants, places), work);
    }
}
