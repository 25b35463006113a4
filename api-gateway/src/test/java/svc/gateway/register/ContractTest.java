package svc.gateway.register;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A contract change must be deliberate: when the register's routes or input types change, this test fails until
 * the recorded hash below (and docs/contract.md) is updated with it.
 */
class ContractTest {
    private static final String RECORDED = "cce90c98510ef90a";

    @Test
    void registerHashesToTheRecordedContract() {
        assertThat(Contract.HASH)
                .as("the register changed; if that is meant, record the new hash here and in docs/contract.md:%n%s",
                        Contract.CANONICAL)
                .isEqualTo(RECORDED);
    }

    @Test
    void hashIsSixteenHexDigitsOfTheCanonicalText() {
        assertThat(Contract.HASH).matches("[0-9a-f]{16}");
        assertThat(Contract.sha256(Contract.CANONICAL)).startsWith(Contract.HASH);
    }
}
