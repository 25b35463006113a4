package svc.ops;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The properties of {@code ./svc serve --app}: the local app on 127.0.0.1 only (port 7411 unless --port or SVC_PORT),
 * answering from a replica in its own H2 file under --data (default {@code ./app-data}), passing the rest on to the
 * platform at --platform (or SVC_PLATFORM_URL; default the platform's own default address on this machine). It runs
 * no beat, work plane, notices or workflows: those act, and acting is the platform's.
 */
final class AppServer {
    static final String DEFAULT_PORT = "7411";
    /** The platform's own default address, for an app beside a platform on the same machine. */
    static final String DEFAULT_PLATFORM = "http://127.0.0.1:8080";

    private AppServer() {
    }

    static Map<String, Object> properties(Options options) {
        String platform = options.get("platform",
                System.getenv().getOrDefault("SVC_PLATFORM_URL", DEFAULT_PLATFORM));
        if (!platform.matches("https?://[^\\s]+")) {
            throw new Options.UsageError("serve --app --platform takes the platform's address, http:// or https://");
        }
        Path data = Path.of(options.get("data", System.getenv().getOrDefault("SVC_APP_DATA", "app-data")))
                .toAbsolutePath().normalize();
        try {
            Files.createDirectories(data);
        } catch (java.io.IOException e) {
            throw new Options.UsageError("cannot make the data folder " + data + ": " + e.getMessage());
        }
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("spring.datasource.url", "jdbc:h2:file:" + data.resolve("replica") + ";WRITE_DELAY=0");
        properties.put("spring.datasource.username", "sa");
        properties.put("server.address", "127.0.0.1");
        String port = options.get("port", System.getenv().getOrDefault("SVC_PORT", DEFAULT_PORT));
        properties.put("server.port", port);
        // Its operator's endpoints on a port apart, on loopback, as the platform's are.
        properties.put("management.server.port", ServeCommand.managementPort(options, port).orElseThrow());
        properties.putAll(roles(platform));
        return properties;
    }

    /** What makes a server the local app of {@code platform}, whatever its storage and address. */
    static Map<String, Object> roles(String platform) {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("svc.app.platform", platform);
        properties.put("svc.demo", "false");
        properties.put("svc.beat.enabled", "false");
        properties.put("svc.work.enabled", "false");
        properties.put("svc.notices.enabled", "false");
        properties.put("svc.workflows.enabled", "false");
        return properties;
    }
}
