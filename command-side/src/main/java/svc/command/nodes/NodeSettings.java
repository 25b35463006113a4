package svc.command.nodes;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * This node among the nodes on one record ({@code svc.node.*}).
 *
 * @param id the node's name; by default the host name and the serving port
 * @param beat how often the node writes its row in {@code svc_node}
 * @param timeout how long a node not seen is taken for gone, and its segments and tasks taken over
 */
@ConfigurationProperties("svc.node")
public record NodeSettings(@DefaultValue("") String id, @DefaultValue("2s") Duration beat,
        @DefaultValue("10s") Duration timeout) {

    public NodeSettings {
        if (beat.isNegative() || beat.isZero() || timeout.compareTo(beat) <= 0) {
            throw new IllegalArgumentException("svc.node.beat is positive and svc.node.timeout outlasts it; got "
                    + beat + " and " + timeout);
        }
    }
}
