package svc.gateway.graph;

import java.util.List;
import java.util.Map;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.inputs.NeighboursInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.projections.fact.FactFields.Entity;
import svc.query.api.FindNeighbours;
import svc.query.api.Neighbour;
import svc.query.api.NeighboursAnswer;

/**
 * ask/neighbours: the members one hop from an entity through one kind of connection (and role), both ways, as true
 * on and known on the call's dates. An entity unknown on those dates answers as one the caller may not see.
 */
@Component
class NeighboursRoute implements RouteHandler<NeighboursInput> {
    private final QueryGateway queries;
    private final int cap;

    NeighboursRoute(QueryGateway queries, NeighboursSettings settings) {
        this.queries = queries;
        this.cap = settings.cap();
    }

    @Override
    public Route route() {
        return Register.ASK_NEIGHBOURS;
    }

    @Override
    public Answer handle(NeighboursInput input, Call call) {
        if (input.role() != null && input.role().isBlank()) {
            throw Refusal.invalidInput("/role", "'/role' must not be blank when given; leave it out for every role.");
        }
        NeighboursAnswer answer = queries.query(new FindNeighbours(call.tenant(), call.envelope().scope().path(),
                input.entity(), input.kind(), input.role(), cap, call.envelope().trueOn(),
                call.envelope().knownOn()), NeighboursAnswer.class).join();
        if (!answer.found()) {
            throw Refusal.notFound();
        }
        EntityRef entity = new EntityRef(input.entity(), answer.entity().field(Entity.NAME).asText(null),
                answer.entity().field(Entity.ENTITY_KIND).asText(null));
        return new Answer(new NeighboursBody(entity, input.kind(), input.role(), answer.members(), cap,
                answer.capReached()), Map.of("/cap", "configured: svc.neighbours.cap, the most members one answer "
                + "holds; members past it, in the same order, are left out"));
    }

    /** The NeighboursAnswer body. */
    record NeighboursBody(EntityRef entity, String kind, String role, List<Neighbour> members, int cap,
            boolean capReached) {
    }

    /** The entity asked about, as known on the dates. */
    record EntityRef(String id, String name, String entityKind) {
    }
}
