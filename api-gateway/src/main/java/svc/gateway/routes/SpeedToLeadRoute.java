package svc.gateway.routes;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.inputs.SpeedToLeadInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.query.api.DelayReading;
import svc.query.api.FindSpeedToLead;
import svc.query.api.SpeedToLeadAnswer;

/**
 * read/speed_to_lead: the median, 90th and 95th percentile of the delay from delivery to first touch of one brand's
 * leads delivered in a window, each with the population it was read over. The brand is the call's own: another
 * brand's leads lie outside the caller's scope and answer 404, as a unit out of view does.
 */
@Component
class SpeedToLeadRoute implements RouteHandler<SpeedToLeadInput> {
    static final String METHOD = "nearest rank";

    private final QueryGateway queries;

    SpeedToLeadRoute(QueryGateway queries) {
        this.queries = queries;
    }

    @Override
    public Route route() {
        return Register.READ_SPEED_TO_LEAD;
    }

    @Override
    public Answer handle(SpeedToLeadInput input, Call call) {
        Instant from = input.window().from();
        Instant to = input.window().to();
        if (!from.isBefore(to)) {
            throw Refusal.invalidInput("/window/to", "'/window/to' (" + to + ") must come after '/window/from' ("
                    + from + ").");
        }
        if (!input.brand().equals(call.envelope().scope().brand())) {
            throw Refusal.notFound();
        }
        String brandPlace = "tenant/" + call.tenant() + "/brand/" + input.brand();
        Instant trueOn = call.envelope().trueOn();
        Instant knownOn = call.envelope().knownOn();
        SpeedToLeadAnswer answer = queries.query(new FindSpeedToLead(call.tenant(), brandPlace, from, to, trueOn,
                knownOn), SpeedToLeadAnswer.class).join();

        String dates = "as true on " + trueOn + ", known on " + knownOn;
        String window = from + ".." + to;
        Map<String, String> basis = new LinkedHashMap<>();
        basis.put("/leads_read", "counted: leads of brand " + input.brand() + " read, delivered on any date, "
                + dates);
        SpeedToLeadBody.Population population = new SpeedToLeadBody.Population(answer.delivered(), answer.touched(),
                answer.untouched());
        List<SpeedToLeadBody.Reading> readings = new ArrayList<>();
        for (int i = 0; i < answer.readings().size(); i++) {
            DelayReading reading = answer.readings().get(i);
            String at = "/readings/" + i;
            readings.add(new SpeedToLeadBody.Reading(reading.name(), reading.percentile(), METHOD,
                    reading.delay() == null ? null : reading.delay().toNanos() / 1e9,
                    reading.delay() == null ? null : ReadableDuration.of(reading.delay()), population));
            basis.put(at + "/percentile", "configured: the reading's percentile, read by " + METHOD);
            if (reading.delay() != null) {
                basis.put(at + "/seconds", "measured: p" + reading.percentile() + " by " + METHOD + " over "
                        + answer.touched() + " touched leads delivered " + window + ", " + dates);
            }
            basis.put(at + "/population/delivered", "counted: leads of brand " + input.brand() + " delivered "
                    + window + " (from inclusive, to exclusive) by the true-on date, " + dates);
            basis.put(at + "/population/touched", "counted: of those delivered " + window
                    + ", the leads with a first touch by the true-on date, " + dates);
            basis.put(at + "/population/untouched", "counted: delivered less touched, delivered " + window + ", "
                    + dates);
        }
        return new Answer(new SpeedToLeadBody(input.brand(), new SpeedToLeadBody.Span(from, to), answer.leadsRead(),
                readings), basis);
    }
}
