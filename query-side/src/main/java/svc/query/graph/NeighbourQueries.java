package svc.query.graph;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.fact.FactFields.Connection;
import svc.projections.fact.FactFields.Entity;
import svc.projections.fact.FactState;
import svc.query.Awaits;
import svc.query.api.FindNeighbours;
import svc.query.api.Neighbour;
import svc.query.api.NeighboursAnswer;

/** Members one hop from an entity, through connections read from the bitemporal rows of the {@code facts} projection. */
@Component
class NeighbourQueries {
    private static final Comparator<Neighbour> ORDER = Comparator.comparing(Neighbour::entity)
            .thenComparing(Neighbour::connection).thenComparing(Neighbour::direction);

    private final GraphRows rows;

    NeighbourQueries(GraphRows rows) {
        this.rows = rows;
    }

    @QueryHandler
    @Awaits({UnitKind.ENTITY, UnitKind.CONNECTION})
    NeighboursAnswer handle(FindNeighbours query) {
        FactState entity = rows.entity(query.tenant(), query.callScope(), query.entity(), query.trueOn(),
                query.knownOn()).orElse(null);
        if (entity == null) {
            return new NeighboursAnswer(null, List.of(), false);
        }
        List<Link> links = new ArrayList<>();
        for (FactState connection : rows.connections(query.tenant(), query.callScope(), query.trueOn(),
                query.knownOn())) {
            if (!query.kind().equals(connection.field(Connection.CONNECTION_KIND).asText())
                    || query.role() != null && !query.role().equals(connection.field(Connection.ROLE).asText(null))) {
                continue;
            }
            if (query.entity().equals(connection.field(Connection.FROM).asText())) {
                links.add(new Link(connection, connection.field(Connection.TO).asText(), "out"));
            }
            if (query.entity().equals(connection.field(Connection.TO).asText())) {
                links.add(new Link(connection, connection.field(Connection.FROM).asText(), "in"));
            }
        }
        if (links.isEmpty()) {
            return new NeighboursAnswer(entity, List.of(), false);
        }
        Map<String, FactState> entities = rows.entities(query.tenant(), query.callScope(), query.trueOn(),
                        query.knownOn()).stream()
                .collect(Collectors.toMap(FactState::id, Function.identity()));
        List<Neighbour> members = links.stream().map(link -> link.member(entities.get(link.other()))).sorted(ORDER)
                .toList();
        return new NeighboursAnswer(entity, members.stream().limit(query.cap()).toList(),
                members.size() > query.cap());
    }

    private record Link(FactState connection, String other, String direction) {
        Neighbour member(FactState known) {
            return new Neighbour(other, known == null ? null : known.field(Entity.NAME).asText(null),
                    known == null ? null : known.field(Entity.ENTITY_KIND).asText(null),
                    connection.id(), connection.field(Connection.ROLE).asText(null), direction);
        }
    }
}
