-- H2 has no exclusion constraints; the oracle property tests check the no-overlap invariant on H2 instead.
SELECT 1;
