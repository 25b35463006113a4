package svc.gateway.cards;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * Headless Chromium for the card tests: a page written to a file is loaded, its scripts run, and the DOM as they
 * left it comes back. Without Chromium the tests are skipped, except under CI ({@code SVC_REQUIRE_CHROMIUM=true} or
 * {@code SVC_REQUIRE_PG=true}), where its absence fails them.
 */
final class Chromium {
    private static final List<String> PLACES = List.of("/usr/bin/chromium", "/usr/bin/chromium-browser",
            "/usr/bin/google-chrome");
    private static final long GENEROUS_SECONDS = 120;
    /** Virtual time the page gets for its messages (a host and its view talk by postMessage) before the dump. */
    private static final long MESSAGE_BUDGET_MS = 10_000;

    private final Path binary;

    private Chromium(Path binary) {
        this.binary = binary;
    }

    static Chromium required() {
        Path found = Stream.concat(Stream.ofNullable(System.getenv("SVC_CHROMIUM")), PLACES.stream())
                .map(Path::of).filter(Files::isExecutable).findFirst().orElse(null);
        if (found == null) {
            String why = "no Chromium at " + PLACES + " (nor SVC_CHROMIUM); install it with apt-get install -y chromium";
            if ("true".equals(System.getenv("SVC_REQUIRE_CHROMIUM")) || "true".equals(System.getenv("SVC_REQUIRE_PG"))) {
                fail(why);
            }
            Assumptions.abort(why);
        }
        return new Chromium(found);
    }

    /** The DOM of the page after its scripts ran. */
    String render(String html) throws IOException, InterruptedException {
        Path work = Files.createTempDirectory("svc-card-");
        try {
            Path page = work.resolve("card.html");
            Files.writeString(page, html, StandardCharsets.UTF_8);
            Path profile = Files.createDirectory(work.resolve("profile"));
            Path dom = work.resolve("dom.html");
            Process chromium = new ProcessBuilder(binary.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                    "--disable-quic", "--no-first-run", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync", "--user-data-dir=" + profile,
                    "--virtual-time-budget=" + MESSAGE_BUDGET_MS, "--dump-dom",
                    page.toUri().toString())
                    .redirectOutput(dom.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            if (!chromium.waitFor(GENEROUS_SECONDS, TimeUnit.SECONDS)) {
                chromium.destroyForcibly();
                fail("Chromium did not render the card within " + GENEROUS_SECONDS + " s");
            }
            String out = Files.readString(dom, StandardCharsets.UTF_8);
            if (chromium.exitValue() != 0 || out.isBlank()) {
                fail("Chromium failed to render the card (exit " + chromium.exitValue() + ")");
            }
            return out;
        } finally {
            try (Stream<Path> files = Files.walk(work)) {
                files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }
}
