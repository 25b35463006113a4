package svc.ops;

import com.fasterxml.jackson.databind.JsonNode;

/** One member of a unit's state that differs between two known-on dates; null where the member is absent. */
record MemberChange(String member, JsonNode before, JsonNode after) {
}
