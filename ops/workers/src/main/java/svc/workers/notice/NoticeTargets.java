package svc.workers.notice;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.NotificationRuleWritten;
import svc.command.api.TellingRegistered;
import svc.projections.ProjectionsEnabled;
import svc.projections.rows.KeptForTransaction;

/** The notices processor's table of who is told of what, kept from Telling and rule events. */
@Component
@ProjectionsEnabled
class NoticeTargets {
    /** A rule has no tries bound of its own: each of its messages gets this many tries. */
    static final int RULE_TRIES = 5;
    private static final TypeReference<List<String>> TEXTS = new TypeReference<>() {
    };

    private final JdbcTemplate jdbc;
    private final ObjectMapper json;
    private final KeptForTransaction<String, List<NoticeTarget>> enabled = new KeptForTransaction<>(this::read);

    NoticeTargets(JdbcTemplate jdbc, ObjectMapper json) {
        this.jdbc = jdbc;
        this.json = json;
    }

    void keep(TellingRegistered telling) {
        put(telling.unitId(), telling.tenant(), NoticeTarget.TELLING, telling.id(), telling.place(), telling.kinds(),
                "webhook",
                telling.address(), telling.sealedSecret(), telling.triesBound(), null, "none");
    }

    void keep(NotificationRuleWritten rule) {
        String channel = rule.channelKind() == null ? "webhook" : rule.channelKind();
        put(rule.unitId(), rule.tenant(), NoticeTarget.RULE, rule.name(), rule.place(), rule.notices(), channel,
                rule.channelAddress(), null, RULE_TRIES, rule.quietHours(), rule.digest());
    }

    /** Disabling drops what was still waiting for it: nothing more is sent to it. */
    void disable(String targetId) {
        enabled.forget();
        jdbc.update("UPDATE notice_target SET disabled = TRUE WHERE target_id = ?", targetId);
        jdbc.update("UPDATE notice SET state = 'dropped' WHERE target_id = ? AND state = 'pending'", targetId);
    }

    List<NoticeTarget> enabledIn(String tenant) {
        return enabled.get(tenant);
    }

    private List<NoticeTarget> read(String tenant) {
        return jdbc.query("SELECT target_id, kind, place, told_of, digest, quiet_hours FROM notice_target "
                        + "WHERE tenant = ? AND disabled = FALSE ORDER BY target_id",
                (rs, i) -> new NoticeTarget(rs.getString(1), rs.getString(2), rs.getString(3), texts(rs.getString(4)),
                        rs.getString(5), rs.getString(6)), tenant);
    }

    void forgetAll() {
        enabled.forget();
        jdbc.update("DELETE FROM notice_target");
    }

    private void put(String targetId, String tenant, String kind, String name, String place, List<String> toldOf,
            String channel, String address, String sealedSecret, int triesBound, String quietHours, String digest) {
        enabled.forget();
        jdbc.update("DELETE FROM notice_target WHERE target_id = ?", targetId);
        jdbc.update("INSERT INTO notice_target (target_id, tenant, kind, name, place, told_of, channel, address, "
                + "sealed_secret, tries_bound, quiet_hours, digest, disabled) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)", targetId, tenant, kind, name, place,
                text(toldOf), channel, address, sealedSecret, triesBound, quietHours, digest);
    }

    private String text(List<String> texts) {
        try {
            return json.writeValueAsString(texts);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a list of text always writes as JSON", e);
        }
    }

    private List<String> texts(String text) {
        try {
            return json.readValue(text, TEXTS);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("notice_target.told_of holds a JSON list of text: " + text, e);
        }
    }
}
