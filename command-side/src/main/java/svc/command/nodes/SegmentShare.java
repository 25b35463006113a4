package svc.command.nodes;

import org.axonframework.eventhandling.pooled.MaxSegmentProvider;
import org.springframework.beans.factory.ObjectProvider;

/**
 * How many segments of a processor this node may hold: its fair share of the segments among the serving nodes,
 * rounded up. Axon asks on every coordination round and releases what a node holds above it, so a node that joins
 * gets segments from the others, and the share of a node that is gone passes to the rest once its claims time out.
 * A process that is not a node (no {@link LiveNodes}) may hold them all.
 */
public final class SegmentShare implements MaxSegmentProvider {
    private final ObjectProvider<LiveNodes> nodes;
    private final int segments;

    public SegmentShare(ObjectProvider<LiveNodes> nodes, int segments) {
        this.nodes = nodes;
        this.segments = segments;
    }

    @Override
    public int getMaxSegments(String processorName) {
        LiveNodes live = nodes.getIfAvailable();
        int count = live == null ? 1 : live.count();
        return (segments + count - 1) / count;
    }
}
