package svc.gateway.connect;

import java.util.List;

/** An installed connector as a call reaches it: its kind, the kinds of action it offers, its address, and where. */
public record Installed(String id, String connectorKind, List<String> actions, String address, String place) {
}
