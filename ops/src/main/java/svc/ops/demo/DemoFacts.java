package svc.ops.demo;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Random;

/**
 * The demo record as import lines: a market of a few thousand entities and connections, a year of leads for two
 * brands, parameters with versions, invitations, baskets, the vertical and a market twin; and the corrections,
 * recorded after the rest, that change what was true on dates well before they were learned.
 */
public final class DemoFacts {
    public static final String TENANT = "demo";
    public static final String ADMIN = "admin";
    public static final String SPRING = "tenant/demo/brand/northwind/strategy/spring-launch";
    public static final String RETENTION = "tenant/demo/brand/contoso/strategy/retention";

    private final List<ObjectNode> first;
    private final List<ObjectNode> corrections;

    private DemoFacts(List<ObjectNode> first, List<ObjectNode> corrections) {
        this.first = first;
        this.corrections = corrections;
    }

    /** The same record every time: the generator is seeded. */
    public static DemoFacts make() {
        Random random = new Random(20260101L);
        DemoLines lines = new DemoLines();
        DemoLines corrections = new DemoLines();
        DemoGraph graph = new DemoGraph(random, lines, corrections);
        graph.record();
        DemoLeads leads = new DemoLeads(random, lines, corrections);
        leads.record("northwind", 3200, 3.0, graph.retailers());
        leads.record("contoso", 2400, 7.0, graph.retailers());
        new DemoModels(random, lines, corrections).record(graph);
        return new DemoFacts(lines.lines(), corrections.lines());
    }

    public List<ObjectNode> first() {
        return first;
    }

    public List<ObjectNode> corrections() {
        return corrections;
    }
}
