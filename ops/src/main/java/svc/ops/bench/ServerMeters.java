package svc.ops.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;

/** Reads the server's /actuator/prometheus (on its management port): the heap in use, and how far each event processor is behind. */
final class ServerMeters {
    private static final String HEAP = "jvm_memory_used_bytes{area=\"heap\"";
    private static final String LAG = "svc_processor_lag{";

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final HttpRequest scrape;

    ServerMeters(int port) {
        scrape = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/actuator/prometheus"))
                .timeout(Duration.ofSeconds(30)).build();
    }

    Reading read() throws IOException, InterruptedException {
        HttpResponse<String> answer = http.send(scrape, HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() != 200) {
            throw new IllegalStateException("/actuator/prometheus answered " + answer.statusCode());
        }
        long heap = 0;
        Map<String, Long> lags = new TreeMap<>();
        for (String line : answer.body().split("\n")) {
            if (line.startsWith(HEAP)) {
                heap += (long) value(line);
            } else if (line.startsWith(LAG)) {
                String processor = line.replaceAll(".*processor=\"([^\"]*)\".*", "$1");
                lags.put(processor, (long) value(line));
            }
        }
        return new Reading(heap, lags);
    }

    private static double value(String line) {
        return Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1));
    }

    /** The heap in use (every heap pool together), and each processor's lag in events. */
    record Reading(long heapUsedBytes, Map<String, Long> lags) {
        boolean caughtUp() {
            return !lags.isEmpty() && lags.values().stream().allMatch(lag -> lag == 0);
        }

        long mostBehind() {
            return lags.values().stream().mapToLong(Long::longValue).max().orElse(0);
        }
    }
}
