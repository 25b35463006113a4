package svc.projections;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashMap;
import java.util.Map;
import org.axonframework.config.ConfigurerModule;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.command.api.PlainFacts;
import svc.command.parking.CarefulSegments;
import svc.projections.bitemporal.BatchedChanges;
import svc.projections.bitemporal.BitemporalReader;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.Fold;
import svc.projections.bitemporal.UnitStates;
import svc.projections.connector.ConnectorFold;
import svc.projections.deepening.DeepeningFold;
import svc.projections.fact.FactFold;
import svc.projections.hypothesis.HypothesisFold;
import svc.projections.move.MoveFold;
import svc.projections.notification.NotificationRuleFold;
import svc.projections.observation.ObservationFold;
import svc.projections.publishing.PublishingFold;
import svc.projections.run.RunFold;
import svc.projections.strategy.StrategyFold;
import svc.projections.task.TaskFold;
import svc.projections.telling.TellingFold;
import svc.projections.workflow.WorkflowFold;

/** The bitemporal store with the fold of every unit kind it keeps. */
@Configuration
public class ProjectionsConfig {

    public static Map<String, Fold<?, ?>> folds() {
        Map<String, Fold<?, ?>> folds = new HashMap<>(Map.ofEntries(
                Map.entry(HypothesisFold.KIND, new HypothesisFold()),
                Map.entry(RunFold.KIND, new RunFold()),
                Map.entry(PublishingFold.KIND, new PublishingFold()),
                Map.entry(TellingFold.KIND, new TellingFold()),
                Map.entry(NotificationRuleFold.KIND, new NotificationRuleFold()),
                Map.entry(StrategyFold.KIND, new StrategyFold()),
                Map.entry(WorkflowFold.KIND, new WorkflowFold()),
                Map.entry(ConnectorFold.KIND, new ConnectorFold()),
                Map.entry(MoveFold.KIND, new MoveFold()),
                Map.entry(ObservationFold.KIND, new ObservationFold()),
                Map.entry(DeepeningFold.KIND, new DeepeningFold()),
                Map.entry(TaskFold.KIND, new TaskFold())));
        PlainFacts.KINDS.forEach(kind -> folds.put(kind, new FactFold()));
        return Map.copyOf(folds);
    }

    @Bean
    public UnitStates unitStates(ObjectMapper json) {
        return new UnitStates(folds(), json);
    }

    @Bean
    public BitemporalStore bitemporalStore(JdbcTemplate jdbc, UnitStates states) {
        return new BitemporalStore(jdbc, states);
    }

    @Bean
    public ConfigurerModule processorBatchesApplyChangesTogether(BitemporalStore store, CarefulSegments careful) {
        return configurer -> configurer.eventProcessing(processing -> processing
                .registerDefaultHandlerInterceptor((config, name) -> new BatchedChanges(store, name, careful)));
    }

    @Bean
    public BitemporalReader bitemporalReader(JdbcTemplate jdbc, UnitStates states) {
        return new BitemporalReader(jdbc, states);
    }
}
