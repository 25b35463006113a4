package svc.gateway.limits;

import java.time.Duration;
import javax.sql.DataSource;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.autoconfigure.jdbc.DataSourceProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import svc.sql.OwnPool;
import svc.sql.Vendor;

/**
 * Rate limits per subject and per tenant ({@code svc.limits.*}, on unless {@code svc.limits.enabled=false}): in
 * PostgreSQL when the record is there, so every node shares the buckets; in this process on H2, which is one node.
 */
@Configuration
@EnableScheduling
@EnableConfigurationProperties(LimitSettings.class)
@ConditionalOnWebApplication
@ConditionalOnProperty(name = "svc.limits.enabled", havingValue = "true", matchIfMissing = true)
class LimitsConfig {
    private static final long MAX_LOCAL_BUCKETS = 100_000;

    @Bean
    Quotas quotas(LimitSettings settings) {
        return settings.quotas();
    }

    @Bean
    BucketStore buckets(DataSource dataSource, DataSourceProperties properties, Quotas quotas,
            LimitSettings settings) {
        Duration untilFull = Duration.ofSeconds(quotas.untilFullSeconds());
        if (!Vendor.postgres(dataSource)) {
            return new LocalBuckets(untilFull, MAX_LOCAL_BUCKETS);
        }
        // Two connections: the writer's, and one for a take that finds its bucket's bound reached and writes back.
        return new SharedBuckets(OwnPool.of(properties, "svc-rate-limits", 2), settings.unsyncedCalls(), settings.syncInterval(), untilFull,
                MAX_LOCAL_BUCKETS, settings.sweepInterval());
    }

    @Bean
    Limits limits(BucketStore buckets, Quotas quotas) {
        return new Limits(buckets, quotas.subject(), quotas.tenant());
    }

    @Bean
    ToolCallLimits toolCallLimits(Limits limits) {
        return new ToolCallLimits(limits);
    }

    @Bean
    WebMvcConfigurer limitHook(Limits limits) {
        return new WebMvcConfigurer() {
            @Override
            public void addInterceptors(InterceptorRegistry registry) {
                registry.addInterceptor(new LimitInterceptor(limits)).addPathPatterns("/v1/**");
            }
        };
    }
}
