package svc.gateway.graph;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.inputs.LookupInput;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.projections.fact.FactFields.Entity;
import svc.projections.fact.FactState;
import svc.query.api.Candidate;
import svc.query.api.CandidatesAnswer;
import svc.query.api.FindCandidates;

/** read/lookup: entities by an exact key, by name (at a breadth), narrowed by place and kind; best first. */
@Component
class LookupRoute implements RouteHandler<LookupInput> {
    /** The most candidates one answer holds: a lookup names a few, not a population. */
    static final int CAP = 50;

    private final QueryGateway queries;

    LookupRoute(QueryGateway queries) {
        this.queries = queries;
    }

    @Override
    public Route route() {
        return Register.READ_LOOKUP;
    }

    @Override
    public Answer handle(LookupInput input, Call call) {
        LookupRules.check(input);
        CandidatesAnswer answer = queries.query(new FindCandidates(call.tenant(), call.envelope().scope().path(),
                call.envelope().trueOn(), call.envelope().knownOn(), input.namespace(), input.value(), input.name(),
                input.place(), input.kind(), input.breadth() == null ? null : input.breadth().wire(), CAP),
                CandidatesAnswer.class).join();
        List<CandidateBody> candidates = new ArrayList<>();
        Map<String, String> basis = new LinkedHashMap<>();
        for (Candidate candidate : answer.candidates()) {
            basis.put("/candidates/" + candidates.size() + "/score", candidate.basis());
            candidates.add(CandidateBody.of(candidate));
        }
        return new Answer(new LookupBody(candidates, answer.capReached()), basis);
    }

    /** The LookupAnswer body: candidates best first (score, then id), at most {@link #CAP}. */
    record LookupBody(List<CandidateBody> candidates, boolean capReached) {
    }

    /** One candidate: the entity's id, names, kind, town and keys, its score and how it matched. */
    record CandidateBody(String entity, String name, String entityKind, String placeName, JsonNode keys,
            double score, String matchedBy) {
        static CandidateBody of(Candidate candidate) {
            FactState state = candidate.entity();
            JsonNode keys = state.field(Entity.KEYS);
            return new CandidateBody(candidate.id(), state.field(Entity.NAME).asText(null),
                    state.field(Entity.ENTITY_KIND).asText(null), state.field(Entity.PLACE_NAME).asText(null),
                    keys.isObject() ? keys : JsonNodeFactory.instance.objectNode(), candidate.score(),
                    candidate.matchedBy());
        }
    }
}
