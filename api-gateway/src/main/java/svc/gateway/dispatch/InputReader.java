package svc.gateway.dispatch;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Path;
import jakarta.validation.Validator;
import java.io.IOException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.WireNames;
import svc.gateway.wire.WireJson;

/** Reads a body as its route's input type, refusing anything the type refuses with the field it names. */
@Component
class InputReader {
    private final WireJson wire;
    private final Validator validator;

    InputReader(WireJson wire, Validator validator) {
        this.wire = wire;
        this.validator = validator;
    }

    <T> T read(byte[] body, Class<T> type) {
        T input;
        try {
            input = wire.strict().readValue(body, type);
        } catch (UnrecognizedPropertyException e) {
            throw Refusal.invalidInput(pointer(e), "'" + e.getPropertyName() + "' is not a member of "
                    + type.getSimpleName() + "; its members are " + e.getKnownPropertyIds() + ".");
        } catch (InvalidFormatException e) {
            throw Refusal.invalidInput(pointer(e), invalidValue(e));
        } catch (MismatchedInputException e) {
            String pointer = pointer(e);
            throw Refusal.invalidInput(pointer, pointer.isEmpty()
                    ? "The body must be one JSON object."
                    : "'" + pointer + "' has the wrong type: " + plain(e) + ".");
        } catch (JsonMappingException e) {
            throw Refusal.invalidInput(pointer(e), "'" + pointer(e) + "' cannot be read: " + plain(e) + ".");
        } catch (JsonProcessingException e) {
            throw Refusal.invalidInput("", "The body is not JSON: " + e.getOriginalMessage() + ".");
        } catch (IOException e) {
            throw new IllegalStateException("reading a body held in memory failed", e);
        }
        if (input == null) {
            throw Refusal.invalidInput("", "The body must be one JSON object.");
        }
        NulText.refuse(body, wire.strict());
        Set<ConstraintViolation<T>> violations = validator.validate(input);
        violations.stream()
                .map(v -> new Broken(pointer(type, v.getPropertyPath()), v))
                .min(Comparator.comparing(Broken::pointer))
                .ifPresent(broken -> {
                    throw Refusal.invalidInput(broken.pointer(), describe(broken));
                });
        return input;
    }

    private static String describe(Broken broken) {
        String annotation = broken.violation().getConstraintDescriptor().getAnnotation().annotationType()
                .getSimpleName();
        return switch (annotation) {
            case "NotNull" -> "'" + broken.pointer() + "' is required.";
            case "NotBlank" -> "'" + broken.pointer() + "' is required and must not be blank.";
            case "NotEmpty" -> "'" + broken.pointer() + "' is required and must not be empty.";
            default -> "'" + broken.pointer() + "' " + broken.violation().getMessage() + ".";
        };
    }

    private static String invalidValue(InvalidFormatException e) {
        String pointer = pointer(e);
        if (e.getTargetType() != null && e.getTargetType().isEnum()) {
            String allowed = Arrays.stream(e.getTargetType().getEnumConstants())
                    .map(c -> "'" + WireNames.enumValue((Enum<?>) c) + "'")
                    .collect(Collectors.joining(", "));
            return "'" + pointer + "' must be one of " + allowed + "; got '" + e.getValue() + "'.";
        }
        return "'" + pointer + "' cannot be read from '" + e.getValue() + "'.";
    }

    private static String plain(JsonMappingException e) {
        String message = e.getOriginalMessage();
        int cut = message.indexOf(" (");
        return cut > 0 ? message.substring(0, cut) : message;
    }

    static String pointer(JsonMappingException e) {
        StringBuilder pointer = new StringBuilder();
        for (JsonMappingException.Reference ref : e.getPath()) {
            pointer.append('/');
            pointer.append(ref.getFieldName() != null ? escape(ref.getFieldName()) : String.valueOf(ref.getIndex()));
        }
        return pointer.toString();
    }

    /** Turns a Bean Validation path (Java names) into a JSON Pointer (wire names). */
    private static String pointer(Class<?> root, Path path) {
        StringBuilder pointer = new StringBuilder();
        Type current = root;
        for (Path.Node node : path) {
            if (node.getIndex() != null || node.getKey() != null) {
                pointer.append('/').append(node.getIndex() != null ? node.getIndex() : node.getKey());
                current = element(current);
            }
            String name = node.getName();
            if (name == null || name.startsWith("<")) {
                continue;
            }
            RecordComponent component = component(current, name);
            if (component == null) {
                pointer.append('/').append(escape(WireNames.snake(name)));
                current = Object.class;
            } else {
                pointer.append('/').append(escape(WireNames.of(component)));
                current = component.getGenericType();
            }
        }
        return pointer.toString();
    }

    private static RecordComponent component(Type type, String name) {
        Class<?> raw = type instanceof ParameterizedType p ? (Class<?>) p.getRawType()
                : type instanceof Class<?> c ? c : Object.class;
        if (!raw.isRecord()) {
            return null;
        }
        return Arrays.stream(raw.getRecordComponents()).filter(c -> c.getName().equals(name)).findFirst()
                .orElse(null);
    }

    private static Type element(Type container) {
        if (container instanceof ParameterizedType p) {
            Type[] arguments = p.getActualTypeArguments();
            return arguments[arguments.length - 1];
        }
        return Object.class;
    }

    private static String escape(String name) {
        return name.replace("~", "~0").replace("/", "~1");
    }

    private record Broken(String pointer, ConstraintViolation<?> violation) {
    }
}
