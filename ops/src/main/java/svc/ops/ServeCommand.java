package svc.ops;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.springframework.boot.builder.SpringApplicationBuilder;

/**
 * {@code ./svc serve}: the platform on its port, over the record named by --db or --data; with --app, the local app
 * ({@link AppServer}).
 */
final class ServeCommand {
    private ServeCommand() {
    }

    /**
     * The management port: as named, else the API port's plus 1000 (so nodes on one host, each on its own API
     * port, never share one), else application.yml's default beside the default API port.
     */
    static Optional<Integer> managementPort(Options options, String apiPort) {
        String named = options.get("management-port", System.getenv("SVC_MANAGEMENT_PORT"));
        if (named != null) {
            int management = Options.port("management-port", named);
            if (management != 0 && apiPort != null && management == Options.port("port", apiPort)) {
                throw new Options.UsageError("--management-port is a port apart from --port: the operator's "
                        + "endpoints are served on loopback only, the API wherever it is reached");
            }
            return Optional.of(management);
        }
        if (apiPort == null) {
            return Optional.empty();
        }
        int api = Options.port("port", apiPort);
        if (api == 0) {
            return Optional.of(0);
        }
        if (api + 1000 > 65_535) {
            throw new Options.UsageError("--port " + api + " leaves no port 1000 above it for the management "
                    + "endpoints; name one with --management-port");
        }
        return Optional.of(api + 1000);
    }

    static void run(Options options) {
        if (options.flag("app")) {
            OrderlyStop.run(new SpringApplicationBuilder(SvcApplication.class),
                    Storage.asArguments(AppServer.properties(options)));
            return;
        }
        Map<String, Object> properties = new LinkedHashMap<>(Storage.properties(options));
        String port = options.get("port", System.getenv("SVC_PORT"));
        if (port != null) {
            properties.put("server.port", port);
        }
        managementPort(options, port).ifPresent(management -> properties.put("management.server.port", management));
        properties.put("svc.demo", options.flag("demo"));
        OrderlyStop.run(new SpringApplicationBuilder(SvcApplication.class), Storage.asArguments(properties));
    }
}
