package svc.command.nodes;

import java.net.InetAddress;
import java.net.UnknownHostException;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
class NodesConfig {

    @Bean
    NodeId nodeId(@Value("${svc.node.id:}") String configured, @Value("${server.port:8080}") int port) {
        if (!configured.isBlank()) {
            return new NodeId(configured);
        }
        try {
            return new NodeId(InetAddress.getLocalHost().getHostName() + ":" + port);
        } catch (UnknownHostException e) {
            throw new IllegalStateException("this machine has no host name to name its node by; set svc.node.id", e);
        }
    }
}
