package svc.projections;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Map;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.projections.bitemporal.BitemporalReader;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.hypothesis.HypothesisFold;
import svc.projections.strategy.StrategyFold;
import svc.projections.workflow.WorkflowFold;

/** The bitemporal store with the fold of every unit kind it keeps. */
@Configuration
public class ProjectionsConfig {

    public static Map<String, svc.projections.bitemporal.Fold> folds() {
        return Map.of(HypothesisFold.KIND, new HypothesisFold(),
                StrategyFold.KIND, new StrategyFold(),
                WorkflowFold.KIND, new WorkflowFold());
    }

    @Bean
    public BitemporalStore bitemporalStore(JdbcTemplate jdbc, ObjectMapper json) {
        return new BitemporalStore(jdbc, folds(), json);
    }

    @Bean
    public BitemporalReader bitemporalReader(JdbcTemplate jdbc, ObjectMapper json) {
        return new BitemporalReader(jdbc, json);
    }
}
