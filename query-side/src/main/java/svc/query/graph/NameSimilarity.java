package svc.query.graph;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * How alike two names are. Names are first folded: accents dropped (Müller as Muller), lower case, runs of
 * whitespace as one space, no space at either end. Two names are the same when their folds are equal; their
 * similarity is one less the edit distance (Levenshtein, Apache Commons Text) between the folds over the length of
 * the longer fold, so 1 is the same name and 0 nothing in common.
 */
final class NameSimilarity {
    /** The similarity from which a name counts as similar: one edit in four characters. */
    static final double SIMILAR = 0.75;

    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final LevenshteinDistance DISTANCE = LevenshteinDistance.getDefaultInstance();

    private NameSimilarity() {
    }

    static String fold(String name) {
        String bare = MARKS.matcher(Normalizer.normalize(name, Normalizer.Form.NFD)).replaceAll("");
        return SPACES.matcher(bare.toLowerCase(Locale.ROOT)).replaceAll(" ").strip();
    }

    static boolean same(String one, String other) {
        return fold(one).equals(fold(other));
    }

    static double similarity(String one, String other) {
        String a = fold(one);
        String b = fold(other);
        int longer = Math.max(a.length(), b.length());
        if (longer == 0) {
            return 1;
        }
        return 1 - (double) DISTANCE.apply(a, b) / longer;
    }
}
