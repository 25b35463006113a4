package svc.gateway.connect;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.springframework.stereotype.Component;
import svc.gateway.dispatch.Call;
import svc.gateway.facts.FactReader;

/** The {@code record} connector takes one fact, as act/record takes it, at the call's place and true-on date. */
@Component
class RecordArguments implements ConnectorArguments {
    /** Where the fact is, in the call's body. */
    static final String AT = "/arguments";

    private final FactReader reader;

    RecordArguments(FactReader reader) {
        this.reader = reader;
    }

    @Override
    public String kind() {
        return "record";
    }

    @Override
    public void check(ObjectNode arguments, Call call) {
        reader.read(arguments, AT, call.envelope().scope(), call.envelope().trueOn());
    }
}
