package svc.ops.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, so that a test may stop and start
 * it without touching the machine's shared server. As root, its programs run as the {@code postgres} user, since
 * PostgreSQL refuses to run as root.
 */
final class PrivatePostgres implements AutoCloseable {
    private static final Path BIN = Path.of(System.getProperty("svc.pg.bin", "/usr/lib/postgresql/15/bin"));

    private final Path folder;
    private final int port;
    private boolean running;

    private PrivatePostgres(Path folder, int port) {
        this.folder = folder;
        this.port = port;
    }

    static boolean available() {
        return Files.isExecutable(BIN.resolve("initdb")) && Files.isExecutable(BIN.resolve("pg_ctl"));
    }

    static PrivatePostgres start() throws IOException, InterruptedException {
        Path folder = Files.createTempDirectory("svc-pg-");
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxrwxrwx"));
        PrivatePostgres postgres = new PrivatePostgres(folder, SvcProcess.freePort());
        postgres.run("initdb", "-D", postgres.data(), "-A", "trust", "-U", "postgres", "--no-sync");
        postgres.up();
        return postgres;
    }

    /** The URL of a database of this cluster, as its owner. */
    String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database + "?user=postgres";
    }

    void up() throws IOException, InterruptedException {
        run("pg_ctl", "-D", data(), "-w", "-l", folder.resolve("postgres.log").toString(), "-o",
                "-p " + port + " -k " + folder + " -c listen_addresses=127.0.0.1", "start");
        running = true;
    }

    /** Stops at once, as a crash would: no checkpoint, open transactions lost, recovery at the next start. */
    void crash() throws IOException, InterruptedException {
        run("pg_ctl", "-D", data(), "-m", "immediate", "stop");
        running = false;
    }

    @Override
    public void close() throws IOException, InterruptedException {
        try {
            if (running) {
                crash();
            }
        } finally {
            try (Stream<Path> files = Files.walk(folder)) {
                files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }

    private String data() {
        return folder.resolve("data").toString();
    }

    private void run(String program, String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        if ("root".equals(System.getProperty("user.name"))) {
            command.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        command.add(BIN.resolve(program).toString());
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
            process.destroyForcibly();
            throw new IllegalStateException(String.join(" ", command) + " failed:\n" + out);
        }
    }
}
