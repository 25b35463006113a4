package svc.ops;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

/** The platform: every module's components, one process, and the settings records of every module. */
@SpringBootApplication(scanBasePackages = "svc")
@ConfigurationPropertiesScan("svc")
public class SvcApplication {
}
