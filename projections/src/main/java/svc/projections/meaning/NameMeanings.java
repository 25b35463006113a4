package svc.projections.meaning;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The {@code entity_meaning} table: the embedding of each entity name ever recorded, by the name's text. Vectors are
 * kept as base64 of little-endian 32-bit floats, the same on H2 and PostgreSQL and quick to read back by thousands.
 */
@Component
public class NameMeanings {
    private static final int CHUNK = 500;

    private final JdbcTemplate jdbc;

    NameMeanings(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public boolean has(String name) {
        Integer count = jdbc.queryForObject("SELECT COUNT(*) FROM entity_meaning WHERE name_hash = ?", Integer.class,
                hash(name));
        return count != null && count > 0;
    }

    /** Keeps the embedding of a name not kept yet (the projection, its only writer, asks {@link #has} first). */
    public void keep(String name, String model, float[] vector) {
        ByteBuffer bytes = ByteBuffer.allocate(vector.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        for (float value : vector) {
            bytes.putFloat(value);
        }
        jdbc.update("INSERT INTO entity_meaning (name_hash, name, model, vector) VALUES (?, ?, ?, ?)", hash(name),
                name, model, Base64.getEncoder().encodeToString(bytes.array()));
    }

    /** The embeddings of those of {@code names} that are kept, by name. */
    public Map<String, float[]> vectors(Collection<String> names) {
        Map<String, String> byHash = new HashMap<>();
        names.forEach(name -> byHash.put(hash(name), name));
        List<String> hashes = new ArrayList<>(byHash.keySet());
        Map<String, float[]> vectors = new HashMap<>();
        for (int from = 0; from < hashes.size(); from += CHUNK) {
            List<String> chunk = hashes.subList(from, Math.min(hashes.size(), from + CHUNK));
            String marks = String.join(",", Collections.nCopies(chunk.size(), "?"));
            jdbc.query("SELECT name_hash, vector FROM entity_meaning WHERE name_hash IN (" + marks + ")",
                    rs -> {
                        vectors.put(byHash.get(rs.getString(1)), decode(rs.getString(2)));
                    },
                    chunk.toArray());
        }
        return vectors;
    }

    public void clear() {
        jdbc.update("DELETE FROM entity_meaning");
    }

    private static float[] decode(String text) {
        ByteBuffer bytes = ByteBuffer.wrap(Base64.getDecoder().decode(text)).order(ByteOrder.LITTLE_ENDIAN);
        float[] vector = new float[bytes.remaining() / Float.BYTES];
        for (int i = 0; i < vector.length; i++) {
            vector[i] = bytes.getFloat();
        }
        return vector;
    }

    private static String hash(String name) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(name.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
