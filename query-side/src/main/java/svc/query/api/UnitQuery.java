package svc.query.api;

/** A query answered from one unit's rows alone. */
public interface UnitQuery {
    String unitId();
}
