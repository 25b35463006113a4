package svc.command.nodes;

import java.net.InetAddress;
import java.net.UnknownHostException;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
@EnableConfigurationProperties(NodeSettings.class)
class NodesConfig {

    @Bean
    NodeId nodeId(NodeSettings settings, @Value("${server.port:8080}") int port) {
        if (!settings.id().isBlank()) {
            return new NodeId(settings.id());
        }
        try {
            return new NodeId(InetAddress.getLocalHost().getHostName() + ":" + port);
        } catch (UnknownHostException e) {
            throw new IllegalStateException("this machine has no host name to name its node by; set svc.node.id", e);
        }
    }
}
