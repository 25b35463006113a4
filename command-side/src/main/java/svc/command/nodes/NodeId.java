package svc.command.nodes;

/**
 * This process's name among the nodes on one record, and the owner it writes on the segments it claims. It is
 * {@code svc.node.id}, by default the host name and the serving port: a node restarted on its port is the same node
 * and takes back at once what it held, and two nodes on one machine differ by port.
 */
public record NodeId(String value) {
}
