package svc.projections.fact;

/**
 * The names of the members readers take from a plain fact's {@link FactState#fields}, one class a kind: the gateway
 * takes these members as each kind's fact gives them, and every reader names them from here.
 */
public final class FactFields {
    private FactFields() {
    }

    public static final class Entity {
        public static final String NAME = "name";
        public static final String ENTITY_KIND = "entity_kind";
        public static final String PLACE_NAME = "place_name";
        public static final String ALIASES = "aliases";
        public static final String KEYS = "keys";

        private Entity() {
        }
    }

    public static final class Connection {
        public static final String CONNECTION_KIND = "connection_kind";
        public static final String FROM = "from";
        public static final String TO = "to";
        public static final String ROLE = "role";

        private Connection() {
        }
    }

    public static final class Basket {
        public static final String NAME = "name";
        public static final String SERVICE = "service";

        private Basket() {
        }
    }

    public static final class Membership {
        public static final String BASKET = "basket";
        public static final String SUBJECT = "subject";
        public static final String SERVICE = "service";
        public static final String LIKELIHOOD = "likelihood";
        public static final String CONTROL = "control";

        private Membership() {
        }
    }

    public static final class Lead {
        public static final String DELIVERED = "delivered";
        public static final String FIRST_TOUCH = "first_touch";

        private Lead() {
        }
    }

    public static final class Parameter {
        public static final String NAME = "name";
        public static final String VALUE = "value";
        public static final String DIMENSION = "dimension";

        private Parameter() {
        }
    }

    public static final class Invitation {
        public static final String INVITEE = "invitee";
        public static final String GRANTS = "grants";
        public static final String STATE = "state";
        public static final String INVITED_BY = "invited_by";

        private Invitation() {
        }
    }

    public static final class Vertical {
        public static final String NAME = "name";
        public static final String BRANDS = "brands";
        public static final String CHAIN = "chain";
        public static final String STOCKS = "stocks";
        public static final String ROLES = "roles";
        public static final String SEGMENTS = "segments";
        public static final String TEMPLATES = "templates";
        public static final String WORDS = "words";
        public static final String RULES = "rules";

        private Vertical() {
        }
    }

    public static final class MarketTwin {
        public static final String MODEL_FAMILY = "model_family";
        public static final String TEMPLATE = "template";
        public static final String VERTICAL = "vertical";
        public static final String PARTICIPANTS = "participants";
        public static final String STOCKS = "stocks";
        public static final String SIMULATIONS = "simulations";
        public static final String STRATEGY = "strategy";

        private MarketTwin() {
        }
    }

    public static final class SavedView {
        public static final String NAME = "name";
        public static final String UNIT_KIND = "unit_kind";
        public static final String PREDICATE = "predicate";
        public static final String COLUMNS = "columns";

        private SavedView() {
        }
    }
}
