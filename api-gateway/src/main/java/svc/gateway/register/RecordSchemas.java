package svc.gateway.register;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.AnnotatedParameterizedType;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.hibernate.validator.constraints.URL;

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
        if (type.isAnnotationPresent(ExactlyOne.class)) {
            ArrayNode oneOf = schema.putArray("oneOf");
            properties.fieldNames().forEachRemaining(name -> oneOf.addObject().putArray("required").add(name));
        }
        schema.put("additionalProperties", false);
        open.remove(type);
        return schema;
    }

    private ObjectNode type(AnnotatedType annotated, Type type, boolean nullable, boolean wireInstant) {
        ReadAs readAs = annotated == null ? null : annotated.getAnnotation(ReadAs.class);
        Class<?> raw = readAs != null && input ? readAs.value() : raw(type);
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
        } else if (raw.isRecord() && input && fromText(raw)) {
            schema = NODES.objectNode();
            schema.putArray("anyOf").add(NODES.objectNode().put("type", "string")).add(record(raw));
        } else if (raw.isRecord() && readAs != null && readAs.beside() != Void.class) {
            schema = members(record(raw), record(readAs.beside()));
        } else if (raw.isRecord()) {
            schema = record(raw);
        } else if (raw.isInterface() && raw.isAnnotationPresent(JsonSubTypes.class)) {
            schema = kinds(raw);
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
        if (nullable && schema.has("anyOf")) {
            ((ArrayNode) schema.get("anyOf")).addObject().put("type", "null");
        } else if (nullable) {
            String single = schema.path("type").asText();
            schema.putArray("type").add(single).add("null");
        }
        return schema;
    }

    /**
     * A type read by the member its {@code @JsonTypeInfo} names: one of its records, with that member and the members
     * every kind has beside its own ({@link Beside}).
     */
    private ObjectNode kinds(Class<?> type) {
        String property = type.getAnnotation(JsonTypeInfo.class).property();
        Beside beside = type.getAnnotation(Beside.class);
        ObjectNode common = beside == null ? NODES.objectNode() : record(beside.value());
        ObjectNode schema = NODES.objectNode().put("type", "object");
        ArrayNode oneOf = schema.putArray("oneOf");
        for (JsonSubTypes.Type subtype : type.getAnnotation(JsonSubTypes.class).value()) {
            ObjectNode named = NODES.objectNode();
            named.putObject("properties").putObject(property).put("const", subtype.name());
            named.putArray("required").add(property);
            oneOf.add(members(record(subtype.value()), named, without(common, property)));
        }
        return schema;
    }

    /** The schema with the members of {@code before} ahead of its own, each in its order. */
    private static ObjectNode members(ObjectNode schema, ObjectNode... before) {
        ObjectNode properties = NODES.objectNode();
        ArrayNode required = NODES.arrayNode();
        for (ObjectNode part : before) {
            if (part.path("properties") instanceof ObjectNode members) {
                properties.setAll(members);
            }
            part.path("required").forEach(required::add);
        }
        properties.setAll((ObjectNode) schema.get("properties"));
        schema.path("required").forEach(required::add);
        schema.set("properties", properties);
        if (!required.isEmpty()) {
            schema.set("required", required);
        }
        return schema;
    }

    private static ObjectNode without(ObjectNode schema, String member) {
        ObjectNode copy = schema.deepCopy();
        if (copy.path("properties") instanceof ObjectNode properties) {
            properties.remove(member);
        }
        if (copy.path("required") instanceof ArrayNode required) {
            for (int i = required.size() - 1; i >= 0; i--) {
                if (required.get(i).asText().equals(member)) {
                    required.remove(i);
                }
            }
        }
        return copy;
    }

    /** Whether the record is read from text as well as from an object (a static delegating {@code @JsonCreator}). */
    private static boolean fromText(Class<?> record) {
        return Arrays.stream(record.getDeclaredMethods())
                .anyMatch(method -> Modifier.isStatic(method.getModifiers())
                        && method.getParameterCount() == 1 && method.getParameterTypes()[0] == String.class
                        && method.isAnnotationPresent(JsonCreator.class)
                        && method.getAnnotation(JsonCreator.class).mode() == JsonCreator.Mode.DELEGATING);
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
        if (annotated.isAnnotationPresent(PositiveOrZero.class)) {
            schema.put("minimum", 0);
        }
        Size size = annotated.getAnnotation(Size.class);
        if (size != null && schema.path("type").asText().equals("string")) {
            // The larger of the two least lengths holds: @NotBlank's 1 when @Size names none.
            schema.put("minLength", Math.max(size.min(), schema.path("minLength").asInt(0)))
                    .put("maxLength", size.max());
        }
        Pattern pattern = annotated.getAnnotation(Pattern.class);
        if (pattern != null) {
            schema.put("pattern", "^(?:" + pattern.regexp() + ")$");
        }
        if (annotated.isAnnotationPresent(URL.class)) {
            schema.put("format", "uri");
        }
        Values values = annotated.getAnnotation(Values.class);
        if (values != null) {
            ArrayNode allowed = schema.putArray("enum");
            named(values).stream().sorted().forEach(allowed::add);
        }
    }

    private static Collection<String> named(Values values) {
        try {
            return values.value().getDeclaredConstructor().newInstance().get();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(values.value().getName() + " cannot be made to name its values", e);
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
