package svc.gateway.dispatch;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
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
public class InputReader {
    private static final byte[] EMPTY_OBJECT = {'{', '}'};

    private final WireJson wire;
    private final Validator validator;

    public InputReader(WireJson wire, Validator validator) {
        this.wire = wire;
        this.validator = validator;
    }

    /** An empty body reads as {@code {}}: routes whose input has no required member take it as that. */
    <T> T read(byte[] body, Class<T> type) {
        byte[] given = blank(body) ? EMPTY_OBJECT : body;
        T input = convert(() -> wire.strict().readValue(given, type), type, "");
        NulText.refuse(given, wire.strict());
        return valid(input, type, "");
    }

    /**
     * Reads a member already parsed (a fact of a batch, a line of an import) as a type, refusing with pointers under
     * {@code at}, the member's own pointer.
     */
    public <T> T read(JsonNode node, Class<T> type, String at) {
        return valid(convert(() -> wire.strict().treeToValue(node, type), type, at), type, at);
    }

    private <T> T convert(Reading<T> reading, Class<T> type, String at) {
        T input;
        try {
            input = reading.read();
        } catch (UnrecognizedPropertyException e) {
            throw Refusal.invalidInput(at + pointer(e), "'" + e.getPropertyName() + "' is not a member of "
                    + (e.getPath().size() > 1 ? "'" + at + parent(e) + "'" : type.getSimpleName())
                    + "; its members are " + e.getKnownPropertyIds() + ".");
        } catch (InvalidTypeIdException e) {
            throw Refusal.invalidInput(at + typePointer(e), unknownType(e, at));
        } catch (InvalidFormatException e) {
            throw Refusal.invalidInput(at + pointer(e), invalidValue(e, at));
        } catch (MismatchedInputException e) {
            String pointer = at + pointer(e);
            throw Refusal.invalidInput(pointer, pointer.isEmpty()
                    ? "The body must be one JSON object."
                    : "'" + pointer + "' has the wrong type: it must be " + expected(e.getTargetType()) + ".");
        } catch (JsonMappingException e) {
            String pointer = at + pointer(e);
            throw Refusal.invalidInput(pointer, "'" + pointer + "' cannot be read: " + plain(e) + ".");
        } catch (JsonProcessingException e) {
            throw Refusal.invalidInput(at, "The body is not JSON: " + e.getOriginalMessage() + ".");
        } catch (IOException e) {
            throw new IllegalStateException("reading a body held in memory failed", e);
        }
        if (input == null) {
            throw Refusal.invalidInput(at, at.isEmpty() ? "The body must be one JSON object."
                    : "'" + at + "' must be one JSON object.");
        }
        return input;
    }

    private <T> T valid(T input, Class<T> type, String at) {
        Set<ConstraintViolation<T>> violations = validator.validate(input);
        violations.stream()
                .map(v -> new Broken(at + pointer(type, v.getPropertyPath()), v))
                .min(Comparator.comparing(Broken::pointer))
                .ifPresent(broken -> {
                    throw Refusal.invalidInput(broken.pointer(), describe(broken));
                });
        return input;
    }

    private interface Reading<T> {
        T read() throws IOException;
    }

    private static boolean blank(byte[] body) {
        for (byte b : body) {
            if (b != ' ' && b != '\t' && b != '\n' && b != '\r') {
                return false;
            }
        }
        return true;
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

    private static String invalidValue(InvalidFormatException e, String at) {
        String pointer = at + pointer(e);
        if (e.getTargetType() != null && e.getTargetType().isEnum()) {
            String allowed = Arrays.stream(e.getTargetType().getEnumConstants())
                    .map(c -> "'" + WireNames.enumValue((Enum<?>) c) + "'")
                    .collect(Collectors.joining(", "));
            return "'" + pointer + "' must be one of " + allowed + "; got '" + e.getValue() + "'.";
        }
        if (!(e.getValue() instanceof String)) {
            // A number or true/false where text is wanted: Jackson refuses the coercion, naming the value only.
            return "'" + pointer + "' has the wrong type: it must be " + expected(e.getTargetType()) + ".";
        }
        return "'" + pointer + "' cannot be read from '" + e.getValue() + "'.";
    }

    /** A member whose kind names its type (a workflow's step): the pointer is to that kind. */
    private static String typePointer(InvalidTypeIdException e) {
        JsonTypeInfo info = e.getBaseType().getRawClass().getAnnotation(JsonTypeInfo.class);
        return pointer(e) + "/" + escape(info == null ? "type" : info.property());
    }

    private static String unknownType(InvalidTypeIdException e, String under) {
        String at = under + typePointer(e);
        JsonSubTypes subTypes = e.getBaseType().getRawClass().getAnnotation(JsonSubTypes.class);
        String allowed = subTypes == null ? "" : Arrays.stream(subTypes.value())
                .map(type -> "'" + type.name() + "'").collect(Collectors.joining(", "));
        return e.getTypeId() == null
                ? "'" + at + "' is required: one of " + allowed + "."
                : "'" + at + "' must be one of " + allowed + "; got '" + e.getTypeId() + "'.";
    }

    /** What a member of this type is, in the wire's words: no Java name reaches a refusal. */
    private static String expected(Class<?> type) {
        if (type == null) {
            return "of another type";
        }
        if (type == String.class || type.isEnum()) {
            return "text";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (Number.class.isAssignableFrom(type) || type.isPrimitive()) {
            return "a number";
        }
        if (java.util.Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "a list";
        }
        if (type == java.time.Instant.class) {
            return "a time (RFC 3339) or a date";
        }
        return "an object" + (fromText(type) ? " or text" : "");
    }

    private static boolean fromText(Class<?> type) {
        return Arrays.stream(type.getDeclaredMethods()).anyMatch(method -> method.getParameterCount() == 1
                && method.getParameterTypes()[0] == String.class
                && method.isAnnotationPresent(com.fasterxml.jackson.annotation.JsonCreator.class));
    }

    /** Jackson's own words, up to its details, and without the Java names it quotes. */
    private static String plain(JsonMappingException e) {
        String message = e.getOriginalMessage();
        int cut = message.indexOf(" (");
        return (cut > 0 ? message.substring(0, cut) : message).replaceAll("`[^`]*`", "the member's type");
    }

    /** The pointer of the object holding the member the exception names. */
    private static String parent(JsonMappingException e) {
        String pointer = pointer(e);
        return pointer.substring(0, pointer.lastIndexOf('/'));
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
