package svc.gateway.register;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonValue;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/** The names members and values have on the wire: snake_case, unless a {@code @JsonProperty} says otherwise. */
public final class WireNames {
    private WireNames() {
    }

    public static String of(RecordComponent component) {
        JsonProperty renamed = component.getAnnotation(JsonProperty.class);
        if (renamed == null) {
            renamed = component.getAccessor().getAnnotation(JsonProperty.class);
        }
        return renamed != null ? renamed.value() : snake(component.getName());
    }

    /** The wire names of the members of these records, together. */
    public static Set<String> members(Class<?>... records) {
        return Arrays.stream(records).flatMap(record -> Arrays.stream(record.getRecordComponents()))
                .map(WireNames::of).collect(Collectors.toUnmodifiableSet());
    }

    public static String snake(String camel) {
        return camel.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase();
    }

    public static String enumValue(Enum<?> constant) {
        for (Method method : constant.getDeclaringClass().getMethods()) {
            if (method.isAnnotationPresent(JsonValue.class)) {
                try {
                    return String.valueOf(method.invoke(constant));
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot read wire value of " + constant, e);
                }
            }
        }
        return constant.name();
    }
}
