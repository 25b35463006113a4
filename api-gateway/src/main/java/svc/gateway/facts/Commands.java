package svc.gateway.facts;

import java.util.Map;
import org.axonframework.commandhandling.GenericCommandMessage;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.springframework.stereotype.Component;
import svc.command.api.RuleBroken;
import svc.command.store.AxonStorageConfig;
import svc.gateway.dispatch.Call;

/**
 * Sends commands with the lineage of the call that caused them (who, which run, which route, why), which every event
 * then carries.
 */
@Component
public class Commands {
    private final CommandGateway gateway;

    Commands(CommandGateway gateway) {
        this.gateway = gateway;
    }

    public <R> R send(Object command, Call call, String because) {
        return send(command, call.subject(), call.envelope().run(), call.route().key(), because);
    }

    public <R> R send(Object command, String by, String run, String via, String because) {
        try {
            return gateway.sendAndWait(GenericCommandMessage.asCommandMessage(command).andMetaData(Map.of(
                    AxonStorageConfig.BY, by,
                    AxonStorageConfig.RUN, run,
                    AxonStorageConfig.ROUTE, via,
                    AxonStorageConfig.BECAUSE, because)));
        } catch (RuleBroken broken) {
            // Which command was refused tells the gateway which member of the call broke the rule (RuleFields).
            throw broken.sentAs(command);
        }
    }
}
