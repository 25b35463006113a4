package svc.gateway.register;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Positive;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.AnnotatedParameterizedType;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Collection;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * JSON Schema (2020-12) of a Java record as the wire has it: members by their wire names, enumerations by their wire
 * values. An input is read strictly (no unknown members; required as the input reader enforces it: {@code @NotNull},
 * {@code @NotBlank}, {@code @NotEmpty}); a body is written with every member, null when it has no value.
 */
final class RecordSchemas {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final boolean input;
    private final Set<Class<?>> open = new HashSet<>();

    private RecordSchemas(boolean input) {
        this.input = input;
    }

    static ObjectNode input(Class<?> record) {
        return new RecordSchemas(true).record(record);
    }

    static ObjectNode body(Class<?> record) {
        return new RecordSchemas(false).record(record);
    }

    private ObjectNode record(Class<?> type) {
        if (!open.add(type)) {
            throw new IllegalStateException(type.getName() + " holds itself; the register has no recursive types");
        }
        ObjectNode schema = NODES.objectNode().put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        ArrayNode required = NODES.arrayNode();
        for (RecordComponent component : type.getRecordComponents()) {
            String name = WireNames.of(component);
            AnnotatedType annotated = component.getAnnotatedType();
            boolean mandatory = input ? mandatory(component, annotated) : !omittedWhenNull(component);
            boolean nullable = !component.getType().isPrimitive() && !(input && mandatory);
            ObjectNode member = type(annotated, component.getGenericType(), nullable,
                    input && component.getAccessor().isAnnotationPresent(JsonDeserialize.class));
            properties.set(name, member);
            if (mandatory && !(input && component.getType().isPrimitive())) {
                required.add(name);
            }
        }
        if (!required.isEmpty()) {
            schema.set("required", required);
        }
        schema.put("additionalProperties", false);
        open.remove(type);
        return schema;
    }

    private ObjectNode type(AnnotatedType annotated, Type type, boolean nullable, boolean wireInstant) {
        Class<?> raw = raw(type);
        ObjectNode schema;
        if (raw == String.class || raw == char.class || raw == Character.class) {
            schema = NODES.objectNode().put("type", "string");
        } else if (raw == int.class || raw == long.class || raw == short.class || raw == Integer.class
                || raw == Long.class || raw == Short.class) {
            schema = NODES.objectNode().put("type", "integer");
        } else if (raw == double.class || raw == float.class || raw == Double.class || raw == Float.class
                || raw == BigDecimal.class) {
            schema = NODES.objectNode().put("type", "number");
        } else if (raw == boolean.class || raw == Boolean.class) {
            schema = NODES.objectNode().put("type", "boolean");
        } else if (raw == Instant.class) {
            schema = instant(wireInstant);
        } else if (raw.isEnum()) {
            schema = NODES.objectNode().put("type", "string");
            ArrayNode values = schema.putArray("enum");
            for (Object constant : raw.getEnumConstants()) {
                values.add(WireNames.enumValue((Enum<?>) constant));
            }
            if (nullable) {
                values.addNull();
            }
        } else if (Collection.class.isAssignableFrom(raw)) {
            schema = NODES.objectNode().put("type", "array");
            schema.set("items", element(annotated, type, 0));
        } else if (Map.class.isAssignableFrom(raw)) {
            schema = NODES.objectNode().put("type", "object");
            schema.set("additionalProperties", element(annotated, type, 1));
        } else if (raw.isRecord()) {
            schema = record(raw);
        } else if (ObjectNode.class.isAssignableFrom(raw)) {
            schema = NODES.objectNode().put("type", "object");
        } else if (ArrayNode.class.isAssignableFrom(raw)) {
            schema = NODES.objectNode().put("type", "array");
        } else if (raw == JsonNode.class || raw == Object.class) {
            return NODES.objectNode();
        } else {
            throw new IllegalStateException("no wire schema for " + type.getTypeName());
        }
        constrain(schema, annotated);
        if (nullable) {
            String single = schema.path("type").asText();
            schema.putArray("type").add(single).add("null");
        }
        return schema;
    }

    private ObjectNode element(AnnotatedType container, Type type, int index) {
        Type[] arguments = type instanceof ParameterizedType p ? p.getActualTypeArguments() : new Type[0];
        if (arguments.length <= index) {
            return NODES.objectNode();
        }
        AnnotatedType annotated = container instanceof AnnotatedParameterizedType p
                ? p.getAnnotatedActualTypeArguments()[index] : null;
        boolean nullable = !input || annotated == null || !annotated.isAnnotationPresent(NotNull.class)
                && !annotated.isAnnotationPresent(NotBlank.class);
        return type(annotated, arguments[index], nullable, false);
    }

    /** A time: written as an RFC 3339 instant; read as one or as a plain date (the start of that day, UTC). */
    private static ObjectNode instant(boolean alsoDate) {
        ObjectNode schema = NODES.objectNode().put("type", "string");
        if (alsoDate) {
            ArrayNode either = schema.putArray("anyOf");
            either.addObject().put("format", "date-time");
            either.addObject().put("format", "date");
        } else {
            schema.put("format", "date-time");
        }
        return schema;
    }

    private void constrain(ObjectNode schema, AnnotatedType annotated) {
        if (!input || annotated == null) {
            return;
        }
        if (annotated.isAnnotationPresent(NotBlank.class)) {
            schema.put("minLength", 1).put("pattern", "\\S");
        }
        if (annotated.isAnnotationPresent(NotEmpty.class)) {
            schema.put(schema.path("type").asText().equals("array") ? "minItems" : "minLength", 1);
        }
        if (annotated.isAnnotationPresent(Positive.class)) {
            schema.put("exclusiveMinimum", 0);
        }
    }

    private static boolean mandatory(RecordComponent component, AnnotatedElement annotated) {
        return has(component, annotated, NotNull.class) || has(component, annotated, NotBlank.class)
                || has(component, annotated, NotEmpty.class);
    }

    private static boolean has(RecordComponent component, AnnotatedElement annotated,
            Class<? extends java.lang.annotation.Annotation> constraint) {
        return component.isAnnotationPresent(constraint) || annotated.isAnnotationPresent(constraint)
                || component.getAccessor().isAnnotationPresent(constraint);
    }

    private static boolean omittedWhenNull(RecordComponent component) {
        JsonInclude include = component.getAnnotation(JsonInclude.class);
        if (include == null) {
            include = component.getAccessor().getAnnotation(JsonInclude.class);
        }
        return include != null && include.value() != JsonInclude.Include.ALWAYS;
    }

    private static Class<?> raw(Type type) {
        if (type instanceof Class<?> c) {
            return c;
        }
        if (type instanceof ParameterizedType p) {
            return (Class<?>) p.getRawType();
        }
        return Object.class;
    }
}
