package svc.ops.rebuild;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.AbstractEventProcessor;
import org.springframework.context.ApplicationContext;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/** The projections that may be rebuilt (every {@link Rebuildable} bean), by processor name. */
final class RebuildTargets {
    private RebuildTargets() {
    }

    static Map<String, RebuildTarget> all(ApplicationContext context) {
        EventProcessingConfiguration processing = context.getBean(EventProcessingConfiguration.class);
        Map<String, RebuildTarget> targets = new TreeMap<>();
        for (Rebuildable projection : context.getBeansOfType(Rebuildable.class).values()) {
            String name = Rebuildable.nameOf(projection);
            AbstractEventProcessor processor = processing.eventProcessor(name, AbstractEventProcessor.class)
                    .orElseThrow(() -> new IllegalStateException("no processor " + name));
            RebuildTarget known = targets.get(name);
            List<OwnedRows> rows = new ArrayList<>(known == null ? List.of() : known.rows());
            rows.addAll(projection.rows());
            targets.put(name, new RebuildTarget(name, List.copyOf(rows), processor.eventHandlerInvoker()));
        }
        return targets;
    }

    /** The named targets, or every one for {@code --all}; an unknown name is a usage error naming the known ones. */
    static List<RebuildTarget> chosen(Map<String, RebuildTarget> all, List<String> names, boolean every) {
        if (all.isEmpty()) {
            throw new IllegalStateException("no projection is built in this process (svc.projections.enabled is "
                    + "false), so none can be rebuilt");
        }
        if (every) {
            return new ArrayList<>(all.values());
        }
        List<RebuildTarget> chosen = new ArrayList<>();
        for (String name : names) {
            RebuildTarget target = all.get(name);
            if (target == null) {
                throw new IllegalArgumentException("no rebuildable projection '" + name + "'; rebuildable: "
                        + String.join(", ", all.keySet()));
            }
            if (!chosen.contains(target)) {
                chosen.add(target);
            }
        }
        if (chosen.isEmpty()) {
            throw new IllegalArgumentException("name the projections to rebuild, or --all; rebuildable: "
                    + String.join(", ", all.keySet()));
        }
        return chosen;
    }
}
