package svc.ops;

import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.builder.SpringApplicationBuilder;

/**
 * {@code ./svc serve}: the platform on its port, over the record named by --db or --data; with --app, the local app
 * ({@link AppServer}).
 */
final class ServeCommand {
    private ServeCommand() {
    }

    static void run(Options options) {
        if (options.flag("app")) {
            new SpringApplicationBuilder(SvcApplication.class).run(Storage.asArguments(AppServer.properties(options)));
            return;
        }
        Map<String, Object> properties = new LinkedHashMap<>(Storage.properties(options));
        String port = options.get("port", System.getenv("SVC_PORT"));
        if (port != null) {
            properties.put("server.port", port);
        }
        properties.put("svc.demo", options.flag("demo"));
        new SpringApplicationBuilder(SvcApplication.class).run(Storage.asArguments(properties));
    }
}
