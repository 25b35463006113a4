package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;
import svc.command.api.GrantIds;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;

/**
 * Grants given and withdrawn by admins through act/grant, and invitations accepted by their invitee
 * (act/accept_invitation, which gives the invitation's grants) and revoked by an admin (act/revoke_invitation, which
 * takes back what the acceptance gave), through the real server.
 */
abstract class GrantsHttpContract extends HttpSupport {
    /** Holds admin on acme. */
    final String bossId = "boss-" + ownName;
    /** Holds admin on acme's brand b1 only. */
    final String branId = "bran-" + ownName;
    static final Set<String> ADMINS_GIVEN = ConcurrentHashMap.newKeySet();

    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    TransactionTemplate transactions;

    String boss;
    String bran;

    @BeforeEach
    void admins() throws Exception {
        boss = tokens.issue(bossId, Duration.ofHours(1));
        bran = tokens.issue(branId, Duration.ofHours(1));
        synchronized (ADMINS_GIVEN) {
            if (ADMINS_GIVEN.contains(acme)) {
                return;
            }
            give(bossId, acme, List.of("admin"));
            give(branId, b1, List.of("admin"));
            untilGranted(boss, acme);
            untilGranted(bran, b1);
            ADMINS_GIVEN.add(acme);
        }
    }

    /** A subject of its own for each test, holding nothing at first. */
    static String newcomer() {
        return "kim-" + UUID.randomUUID();
    }

    String tokenOf(String subject) {
        return tokens.issue(subject, Duration.ofHours(1));
    }

    static ObjectNode grantInput(String subject, String place, List<String> grants, String mode) {
        ObjectNode input = JSON.createObjectNode().put("subject", subject).put("place", place);
        grants.forEach(input.putArray("grants")::add);
        if (mode != null) {
            input.put("mode", mode);
        }
        return input;
    }

    static ObjectNode withdrawal(String subject, String place, List<String> grants) {
        return grantInput(subject, place, grants, null).put("withdraw", true);
    }

    Reply grant(String token, String scope, ObjectNode input, String... headers) throws Exception {
        return post("act/grant", token, scope, input.toString(), headers);
    }

    Reply invite(String id, String invitee, List<String> grants) throws Exception {
        ObjectNode fact = JSON.createObjectNode().put("kind", "invitation").put("id", id).put("invitee", invitee)
                .put("state", "invited").put("invited_by", bossId);
        grants.forEach(fact.putArray("grants")::add);
        Reply reply = post("act/record", boss, acme, facts(fact));
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply;
    }

    Reply accept(String token, String id, String... headers) throws Exception {
        return post("act/accept_invitation", token, acme, "{\"invitation\":\"" + id + "\"}", headers);
    }

    Reply revoke(String token, String id, String... headers) throws Exception {
        return post("act/revoke_invitation", token, acme, "{\"invitation\":\"" + id + "\"}", headers);
    }

    /** The grants projection fills asynchronously: waits until the caller's read is refused 403, and answers it. */
    Reply untilRefused(String token, String scope) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        Reply reply;
        do {
            reply = post("read/unit", token, scope, MISSING_UNIT);
            if (reply.status() == 403) {
                break;
            }
            Thread.sleep(20);
        } while (System.nanoTime() < deadline);
        return reply;
    }

    /** The grants projection fills asynchronously: waits until it holds {@code grants} and {@code mode} for a subject. */
    void untilHeld(String subject, String place, String grants, String mode) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        List<String> held;
        do {
            // As the subject itself: on PostgreSQL the grants table shows no rows to a transaction of nobody's.
            held = RowScopes.within(RowScope.ownGrants(subject), () -> transactions.execute(status -> jdbc.query(
                    "SELECT grants, mode FROM grant_current WHERE subject = ? AND place = ?",
                    (rs, i) -> rs.getString(1) + " " + rs.getString(2), subject, place)));
            if (held.equals(List.of(grants + " " + mode))) {
                break;
            }
            Thread.sleep(20);
        } while (System.nanoTime() < deadline);
        assertThat(held).as("grant_current of %s on %s", subject, place).containsExactly(grants + " " + mode);
    }

    int grantEvents(String subject, String place) {
        return jdbc.queryForObject("SELECT COUNT(*) FROM domainevententry WHERE aggregateidentifier = ?",
                Integer.class, GrantIds.of(subject, place));
    }

    static String refusedField(Reply reply) {
        return assertRefusal(reply, 400, "invalid_input").get("field").asText();
    }

    // ---------------------------------------------------------------------------------------------- act/grant

    @Test
    void anAdminGivesGrantsAndTheSubjectCanThenRead() throws Exception {
        String kim = newcomer();
        assertRefusal(post("read/unit", tokenOf(kim), s1, MISSING_UNIT), 403, "not_allowed");

        Reply given = grant(boss, acme, grantInput(kim, b1, List.of("read", "ask"), "propose"));

        assertCard(given, 200, "Grant", acme);
        assertThat(given.body()).isEqualTo(json("{\"subject\":\"" + kim + "\",\"place\":\"" + b1
                + "\",\"grants\":[\"read\",\"ask\"],\"mode\":\"propose\"}"));
        untilGranted(tokenOf(kim), s1);
        untilHeld(kim, b1, "read,ask", "propose");
    }

    @Test
    void anAdminWithdrawsAGrantAndTheSubjectsCallIsThenRefusedWithTheReason() throws Exception {
        String kim = newcomer();
        grant(boss, acme, grantInput(kim, acme, List.of("read", "ask"), "propose"));
        untilGranted(tokenOf(kim), s1);

        Reply withdrawn = grant(boss, acme, withdrawal(kim, acme, List.of("read")));

        assertCard(withdrawn, 200, "Grant", acme);
        assertThat(withdrawn.body().get("grants")).isEqualTo(json("[\"ask\"]"));
        assertThat(withdrawn.body().get("mode").asText()).isEqualTo("propose");
        JsonNode refusal = assertRefusal(untilRefused(tokenOf(kim), s1), 403, "not_allowed");
        assertThat(refusal.get("reason").asText()).contains(kim, "holds no read grant", s1);
        assertThat(refusal.get("scope_needed").asText()).isEqualTo(s1);
    }

    @Test
    void withdrawingKeepsTheModeAndGivingAgainKeepsOrSetsIt() throws Exception {
        String kim = newcomer();
        grant(boss, acme, grantInput(kim, acme, List.of("read", "act"), "propose"));
        grant(boss, acme, withdrawal(kim, acme, List.of("act")));
        untilHeld(kim, acme, "read", "propose");

        Reply again = grant(boss, acme, grantInput(kim, acme, List.of("read", "act"), null));
        assertThat(again.body().get("mode").asText()).isEqualTo("propose");
        untilHeld(kim, acme, "read,act", "propose");

        Reply set = grant(boss, acme, grantInput(kim, acme, List.of("read", "act"), "run"));
        assertThat(set.body().get("mode").asText()).isEqualTo("run");
        untilHeld(kim, acme, "read,act", "run");
    }

    @Test
    void theFirstGivingWithoutAModeRuns() throws Exception {
        Reply given = grant(boss, acme, grantInput(newcomer(), acme, List.of("read"), null));

        assertThat(given.body().get("mode").asText()).isEqualTo("run");
    }

    @Test
    void withdrawingEveryGrantLeavesNothingHeld() throws Exception {
        String kim = newcomer();
        grant(boss, acme, grantInput(kim, acme, List.of("read"), null));
        untilGranted(tokenOf(kim), acme);

        Reply withdrawn = grant(boss, acme, withdrawal(kim, acme, List.of("read")));

        assertThat(withdrawn.body().get("grants")).isEqualTo(json("[]"));
        assertRefusal(untilRefused(tokenOf(kim), acme), 403, "not_allowed");
    }

    @Test
    void someoneWhoIsNotAnAdminCannotGiveOrWithdraw() throws Exception {
        String kim = newcomer();
        JsonNode byAna = assertRefusal(grant(ana, acme, grantInput(kim, acme, List.of("read"), null)), 403,
                "not_allowed");
        assertThat(byAna.get("reason").asText()).contains(anaId, "holds no admin grant");
        assertThat(byAna.get("scope_needed").asText()).isEqualTo(acme);
        assertRefusal(grant(rita, acme, withdrawal(ritaId, acme, List.of("read"))), 403, "not_allowed");
        assertRefusal(grant(tokenOf(kim), acme, grantInput(kim, acme, List.of("admin"), null)), 403, "not_allowed");
        assertThat(grantEvents(kim, acme)).isZero();
        untilGranted(rita, acme);
    }

    @Test
    void anAdminOfABrandGivesWithinItsBrandAndNowhereAbove() throws Exception {
        String kim = newcomer();
        assertCard(grant(bran, b1, grantInput(kim, s1, List.of("read"), null)), 200, "Grant", b1);

        JsonNode refusal = assertRefusal(grant(bran, acme, grantInput(kim, acme, List.of("read"), null)), 403,
                "not_allowed");
        assertThat(refusal.get("reason").asText()).contains(branId, "holds no admin grant", acme);
        untilGranted(tokenOf(kim), s1);
    }

    @Test
    void aPlaceOutsideTheCallsScopeIsRefusedNamingIt() throws Exception {
        String kim = newcomer();
        assertThat(refusedField(grant(bran, b1, grantInput(kim, b2, List.of("read"), null)))).isEqualTo("/place");
        assertThat(refusedField(grant(bran, b1, grantInput(kim, acme, List.of("read"), null)))).isEqualTo("/place");
        assertThat(refusedField(grant(boss, acme, grantInput(kim, otherTenant, List.of("read"), null))))
                .isEqualTo("/place");
        assertThat(refusedField(grant(boss, acme, grantInput(kim, "acme/brand", List.of("read"), null))))
                .isEqualTo("/place");
        assertThat(grantEvents(kim, b2) + grantEvents(kim, acme) + grantEvents(kim, otherTenant)).isZero();
    }

    @Test
    void grantsTheRecordDoesNotKnowOrTheSubjectDoesNotHoldAreRefusedNamingThem() throws Exception {
        String kim = newcomer();
        assertThat(refusedField(grant(boss, acme, grantInput(kim, acme, List.of("write"), null))))
                .isEqualTo("/grants");
        assertThat(refusedField(grant(boss, acme, grantInput(kim, acme, List.of("read"), "auto"))))
                .isEqualTo("/mode");
        assertThat(refusedField(grant(boss, acme, grantInput(kim, acme, List.of(), null)))).isEqualTo("/grants");
        assertThat(refusedField(grant(boss, acme, withdrawal(kim, acme, List.of("read"))))).isEqualTo("/grants");
        grant(boss, acme, grantInput(kim, acme, List.of("read"), null));
        JsonNode notHeld = assertRefusal(grant(boss, acme, withdrawal(kim, acme, List.of("ask"))), 400,
                "invalid_input");
        assertThat(notHeld.get("field").asText()).isEqualTo("/grants");
        assertThat(notHeld.get("detail").asText()).contains("does not hold [ask]");
        assertThat(refusedField(grant(boss, acme, withdrawal(kim, acme, List.of("read")).put("mode", "run"))))
                .isEqualTo("/mode");
    }

    @Test
    void grantsHoldFromWhenTheyAreGivenSoAnotherTrueOnDateIsRefused() throws Exception {
        Reply reply = grant(boss, acme, grantInput(newcomer(), acme, List.of("read"), null),
                "Svc-As-True-On", "2026-01-01");

        assertThat(refusedField(reply)).isEqualTo("Svc-As-True-On");
    }

    @Test
    void aGivingRepeatedUnderItsKeyWritesOnceAndAnotherInputUnderItIsRefused() throws Exception {
        String kim = newcomer();
        String key = "grant-" + kim;
        Reply first = grant(boss, acme, grantInput(kim, acme, List.of("read"), null), "Svc-Key", key);
        Reply repeat = grant(boss, acme, grantInput(kim, acme, List.of("read"), null), "Svc-Key", key);
        Reply other = grant(boss, acme, grantInput(kim, acme, List.of("ask"), null), "Svc-Key", key);

        assertCard(repeat, 200, "Grant", acme);
        assertThat(repeat.body()).isEqualTo(first.body());
        assertRefusal(other, 409, "key_reused");
        assertThat(grantEvents(kim, acme)).isEqualTo(1);
        Reply withdrawn = grant(boss, acme, withdrawal(kim, acme, List.of("read")), "Svc-Key", key + "-w");
        Reply withdrawnAgain = grant(boss, acme, withdrawal(kim, acme, List.of("read")), "Svc-Key", key + "-w");
        assertThat(withdrawnAgain.body()).isEqualTo(withdrawn.body());
        assertThat(grantEvents(kim, acme)).isEqualTo(2);
    }

    // ---------------------------------------------------------------------------------------------- invitations

    @Test
    void anInvitationAcceptedByItsInviteeGivesItsGrantsAndRecordsTheAcceptance() throws Exception {
        String kim = newcomer();
        String id = "inv-" + kim;
        invite(id, kim, List.of("read", "ask"));
        assertRefusal(post("read/unit", tokenOf(kim), s1, MISSING_UNIT), 403, "not_allowed");

        Reply accepted = accept(tokenOf(kim), id);

        assertCard(accepted, 200, "Invitation", acme);
        assertThat(accepted.body().get("state").asText()).isEqualTo("accepted");
        assertThat(accepted.body().get("grants")).isEqualTo(json("[\"read\",\"ask\"]"));
        untilGranted(tokenOf(kim), s1);
        untilHeld(kim, acme, "read,ask", "propose");
        JsonNode listed = post("read/invitations", boss, acme, "{}").body();
        assertThat(listed.findValues("id").stream().map(JsonNode::asText)).contains(id);
        for (JsonNode invitation : listed) {
            if (invitation.get("id").asText().equals(id)) {
                assertThat(invitation.get("state").asText()).isEqualTo("accepted");
            }
        }
        JsonNode latest = post("read/history", boss, acme, "{\"unit\":{\"id\":\"" + id + "\",\"kind\":\"invitation\"}}")
                .body();
        JsonNode acceptance = latest.get(latest.size() - 1);
        assertThat(acceptance.get("by").asText()).isEqualTo(kim);
        assertThat(acceptance.get("route").asText()).isEqualTo("act/accept_invitation");
        assertThat(acceptance.get("because").asText()).contains("accepted invitation " + id, bossId);
    }

    @Test
    void anInvitationAcceptedBySomeoneElseAnswersAsAMissingOneAndChangesNothing() throws Exception {
        String kim = newcomer();
        String id = "inv-" + kim;
        invite(id, kim, List.of("read"));

        Reply byBo = accept(bo, id);
        Reply missing = accept(bo, "inv-no-such-invitation");

        assertRefusal(byBo, 404, "not_found");
        assertSameButRun(byBo.json(), missing.json());
        assertThat(grantEvents(boId, acme)).isZero();
        assertThat(accept(tokenOf(kim), id).body().get("state").asText()).isEqualTo("accepted");
    }

    @Test
    void anInvitationIsAcceptedOnce() throws Exception {
        String kim = newcomer();
        String id = "inv-" + kim;
        invite(id, kim, List.of("read"));
        accept(tokenOf(kim), id);

        Reply again = accept(tokenOf(kim), id);

        assertThat(refusedField(again)).isEqualTo("/invitation");
        assertThat(grantEvents(kim, acme)).isEqualTo(1);
    }

    @Test
    void acceptingRepeatedUnderItsKeyWritesOnce() throws Exception {
        String kim = newcomer();
        String id = "inv-" + kim;
        invite(id, kim, List.of("read"));

        Reply first = accept(tokenOf(kim), id, "Svc-Key", "accept-" + id);
        Reply repeat = accept(tokenOf(kim), id, "Svc-Key", "accept-" + id);

        assertCard(repeat, 200, "Invitation", acme);
        assertThat(repeat.body()).isEqualTo(first.body());
        assertThat(grantEvents(kim, acme)).isEqualTo(1);
    }

    @Test
    void revokingAnAcceptedInvitationTakesBackWhatItGaveAndNothingHeldBefore() throws Exception {
        String kim = newcomer();
        String id = "inv-" + kim;
        grant(boss, acme, grantInput(kim, acme, List.of("read"), "run"));
        invite(id, kim, List.of("read", "ask", "act"));
        accept(tokenOf(kim), id);
        untilHeld(kim, acme, "read,ask,act", "run");
        Reply recorded = record(tokenOf(kim), s1, "h-" + kim, null);
        assertThat(recorded.status()).as(recorded.text()).isEqualTo(200);

        Reply revoked = revoke(boss, id, "Svc-Key", "revoke-" + id);
        Reply repeat = revoke(boss, id, "Svc-Key", "revoke-" + id);

        assertCard(revoked, 200, "Invitation", acme);
        assertThat(revoked.body().get("state").asText()).isEqualTo("revoked");
        assertThat(repeat.body()).isEqualTo(revoked.body());
        untilHeld(kim, acme, "read", "run");
        assertRefusal(record(tokenOf(kim), s1, "h2-" + kim, null), 403, "not_allowed");
        untilGranted(tokenOf(kim), s1);
        assertThat(refusedField(revoke(boss, id))).isEqualTo("/invitation");
    }

    @Test
    void revokingAnInvitationNotYetAcceptedGivesNothingAndItCanNoLongerBeAccepted() throws Exception {
        String kim = newcomer();
        String id = "inv-" + kim;
        invite(id, kim, List.of("read"));

        assertThat(revoke(boss, id).body().get("state").asText()).isEqualTo("revoked");

        assertThat(refusedField(accept(tokenOf(kim), id))).isEqualTo("/invitation");
        assertThat(grantEvents(kim, acme)).isZero();
    }

    @Test
    void onlyAnAdminRevokes() throws Exception {
        String kim = newcomer();
        String id = "inv-" + kim;
        invite(id, kim, List.of("read"));
        accept(tokenOf(kim), id);

        assertRefusal(revoke(ana, id), 403, "not_allowed");
        assertRefusal(revoke(tokenOf(kim), id), 403, "not_allowed");
        assertRefusal(revoke(boss, "inv-no-such-invitation"), 404, "not_found");
        assertThat(grantEvents(kim, acme)).isEqualTo(1);
    }
}
