package svc.ops;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The platform: every module's components, one process. */
@SpringBootApplication(scanBasePackages = "svc")
public class SvcApplication {
}
