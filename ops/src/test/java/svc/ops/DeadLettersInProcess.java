package svc.ops;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.springframework.context.ConfigurableApplicationContext;

/** {@code ./svc dead-letters ...} run in a test's own process, over its server's context, as an operator runs it. */
public final class DeadLettersInProcess {
    private DeadLettersInProcess() {
    }

    /** What the command printed and its exit status. */
    public record Said(int status, String printed) {
    }

    public static synchronized Said run(ConfigurableApplicationContext context, String... arguments) {
        PrintStream out = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            int status = DeadLettersCommand.run(context, Options.parse("dead-letters", arguments));
            return new Said(status, printed.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(out);
        }
    }
}
