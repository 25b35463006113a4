package svc.gateway.register;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Set;
import java.util.TreeSet;

/**
 * The contract hash: SHA-256 of the canonical text of the register (every route's row, the shape of every input
 * type it names, and the schema of every body type in the register of types). Every answer carries its first 16 hex
 * digits; docs/contract.md says how it changes.
 */
public final class Contract {
    public static final String CANONICAL = canonical();
    public static final String HASH = sha256(CANONICAL).substring(0, 16);

    private Contract() {
    }

    static String canonical() {
        StringBuilder text = new StringBuilder("svc interface 1.0.0-design\n");
        Set<String> types = new TreeSet<>();
        Register.ROUTES.stream()
                .map(r -> String.join(" ", r.path(), r.rung().wire(), r.grant().wire(), r.servedBy().wire(),
                        r.input().getSimpleName(), r.body(), r.task() ? "task" : "answer",
                        r.addition() ? "addition" : "specified", r.effect().name().toLowerCase()))
                .sorted()
                .forEach(line -> text.append(line).append('\n'));
        Register.ROUTES.forEach(r -> describe(r.input(), types));
        types.forEach(line -> text.append(line).append('\n'));
        BodyTypes.TYPES.stream()
                .map(type -> "body " + type.name() + " " + type.schema())
                .sorted()
                .forEach(line -> text.append(line).append('\n'));
        return text.toString();
    }

    private static void describe(Class<?> type, Set<String> types) {
        if (type.isInterface() && type.isAnnotationPresent(JsonSubTypes.class)) {
            StringBuilder line = new StringBuilder(type.getSimpleName()).append(" by ")
                    .append(type.getAnnotation(JsonTypeInfo.class).property()).append(':');
            for (JsonSubTypes.Type subtype : type.getAnnotation(JsonSubTypes.class).value()) {
                line.append(" '").append(subtype.name()).append("' ").append(subtype.value().getSimpleName());
                describe(subtype.value(), types);
            }
            types.add(line.toString());
        } else if (type.isRecord()) {
            StringBuilder line = new StringBuilder(type.getSimpleName()).append(" {");
            for (RecordComponent component : type.getRecordComponents()) {
                line.append(' ').append(WireNames.of(component)).append(':').append(typeName(component.getGenericType()));
                describe(component.getType(), types);
                if (component.getGenericType() instanceof ParameterizedType p) {
                    for (Type argument : p.getActualTypeArguments()) {
                        if (argument instanceof Class<?> c) {
                            describe(c, types);
                        }
                    }
                }
            }
            types.add(line.append(" }").toString());
        } else if (type.isEnum()) {
            StringBuilder line = new StringBuilder(type.getSimpleName()).append(" =");
            for (Object constant : type.getEnumConstants()) {
                line.append(" '").append(WireNames.enumValue((Enum<?>) constant)).append('\'');
            }
            types.add(line.toString());
        }
    }

    private static String typeName(Type type) {
        return type.getTypeName().replaceAll("[a-z0-9_$]+\\.", "");
    }

    static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
