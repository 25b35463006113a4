package svc.command.api;

/**
 * Aggregate identifiers carry the tenant and the unit kind, so the same caller-chosen id in two tenants names two
 * units, and an id from another tenant can never load (or collide with) this tenant's unit.
 */
public final class UnitIds {
    private UnitIds() {
    }

    public static String of(String tenant, UnitKind kind, String id) {
        return of(tenant, kind.wire(), id);
    }

    /** For a kind known only by its wire name, as a UnitRef or a stored row gives it. */
    public static String of(String tenant, String kind, String id) {
        return tenant + "/" + kind + "/" + id;
    }

    /** The kind's wire name in an aggregate identifier made by {@link #of}. */
    public static String kindOf(String aggregateId) {
        int afterTenant = aggregateId.indexOf('/') + 1;
        return aggregateId.substring(afterTenant, aggregateId.indexOf('/', afterTenant));
    }

    /** Whether an aggregate identifier was made by {@link #of}: a tenant, a kind and an id. */
    public static boolean isUnit(String aggregateId) {
        int afterTenant = aggregateId.indexOf('/') + 1;
        return afterTenant > 1 && aggregateId.indexOf('/', afterTenant) > afterTenant;
    }

    /** The tenant part of an aggregate identifier made by {@link #of}. */
    public static String tenantOf(String aggregateId) {
        return aggregateId.substring(0, aggregateId.indexOf('/'));
    }
}
