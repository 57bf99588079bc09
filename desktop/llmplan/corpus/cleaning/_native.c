/* The cleaning steps' per-document loops in C (issue 18: cleaning cost <= 30 % of a scan).

   An optional accelerator: every function here has a Python/NumPy twin in quality.py,
   lines.py and language.py that gives the same figures (tests/corpus/test_native.py
   compares them), and the package works without this module when no C compiler built it.
   On a 3 KB mail the NumPy versions are a few dozen calls on small arrays (~150 us a
   step); here each step is one pass over the text.

   - word_figures: the Gopher rules' words (str.split's whitespace, the regex's letters),
     their case-folded hashes and the n-gram figures of the repetition rules;
   - line_fingerprints: lines.fingerprint_lines (normalize, strip, CRC-32 keys, sizes);
   - letters_at_least: len(re.findall(r"[^\W\d_]", text)) >= needed;
   - langid_rows: py3langid's byte automaton walk, the feature counts in first-seen
     order and their float16 rows of the model's table widened to float32 (what
     language._Walk.scores hands to NumPy's product);
   and, for a document read in one piece, one call per step (a scan of 3 KB mails spent
   half the cleaning steps' time in the Python around the loops):
   - line_table: lines.LineCollector's table and example lines;
   - gopher_verdict: quality.gopher_verdict (thresholds from gopher_limits);
   - langid_classify: language._Walk.classify, the scores summed here, NumPy's where
     rounding could decide;
   - utf8_length: len(text.encode("utf-8", "surrogatepass"));
   and the three in one call (document_signals, the langid tables handed over once by
   langid_model), what DocumentAnalysis.finish asks for a one-piece document. The line
   steps read the str's characters as they are stored (no UTF-8 copy of the text).
   cpu_path switches the processor-specific ways (F16C, carry-less multiplication) off
   and on, for the tests to hold them to the portable ones. */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#if defined(__SSE2__) || defined(_M_X64) || (defined(_M_IX86_FP) && _M_IX86_FP >= 2)
#include <emmintrin.h>
#define HAVE_SSE2 1 /* the line steps' normalization a block at a time; elsewhere one by one */
#endif
#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
/* whether the processor has both features, asked once (`known` -1 until then) */
#define CPU_HAS(known, first, second)                                                        \
    ((known) < 0 ? (__builtin_cpu_init(),                                                    \
                    (known) = __builtin_cpu_supports(first) && __builtin_cpu_supports(second)) \
                 : (known))
#endif

/* ---------- an open-addressing table: 64-bit key -> slot ---------- */

/* a slot: its key and count side by side (one cache line holds four); `used` is 0 in an
   empty slot */
typedef struct {
    uint64_t key;
    int32_t count;
    int32_t used;
} Slot;

typedef struct {
    Slot *slots;
    size_t mask;
} Table;

static inline uint64_t mix64(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}

static int table_init(Table *t, Py_ssize_t items)
{
    size_t size = 16;
    while (size < (size_t)items * 2 + 2)
        size <<= 1;
    t->mask = size - 1;
    t->slots = PyMem_Malloc(size * sizeof(Slot));
    if (!t->slots)
        return -1;
    memset(t->slots, 0, size * sizeof(Slot));
    return 0;
}

static void table_clear(Table *t) { memset(t->slots, 0, (t->mask + 1) * sizeof(Slot)); }

static void table_free(Table *t) { PyMem_Free(t->slots); }

/* The slot of `key`, inserted (count 0) when new; `key` already a hash whose low bits are
   as good as any (the words', n-grams' and parts'), used as it is. */
static inline size_t table_slot_hashed(Table *t, uint64_t key)
{
    size_t i = (size_t)key & t->mask;
    while (t->slots[i].used) {
        if (t->slots[i].key == key)
            return i;
        i = (i + 1) & t->mask;
    }
    t->slots[i].used = 1;
    t->slots[i].key = key;
    t->slots[i].count = 0;
    return i;
}

/* The slot of any `key` (a feature number: small integers), mixed first. */
static inline size_t table_slot(Table *t, uint64_t key) { return table_slot_hashed(t, mix64(key)); }

/* ---------- words ---------- */

/* re's [^\W\d_] for str patterns: \w is Py_UNICODE_ISALNUM or "_", \d Py_UNICODE_ISDECIMAL */
static inline int is_letter(Py_UCS4 ch)
{
    if (ch < 128)
        return ((ch | 32) >= 'a' && (ch | 32) <= 'z');
    return Py_UNICODE_ISALNUM(ch) && !Py_UNICODE_ISDECIMAL(ch);
}

#define POWER 0x100000001B3ULL
#define NGRAM_SALT 0x9E3779B97F4A7C15ULL

static inline uint64_t gram_hash(const uint64_t *hashes, Py_ssize_t at, int n)
{
    uint64_t combined = hashes[at];
    for (int k = 1; k < n; k++)
        combined = combined * POWER + hashes[at + k];
    return combined ^ (NGRAM_SALT * (uint64_t)n);
}

static long long covered_chars(const uint8_t *marked, const int32_t *lengths, Py_ssize_t count)
{
    long long chars = 0;
    for (Py_ssize_t i = 0; i < count; i++)
        if (marked[i])
            chars += lengths[i];
    return chars;
}

/* What one pass over the text as written finds (word_figures). */
typedef struct {
    const uint32_t *fold; /* NULL: no folded hashes in this pass */
    uint64_t *hashes;
    int32_t *lengths;
    Py_ssize_t words, without_letter, count;
    long long total, hash_marks, ellipses, newlines, bullet_chars, bullet_lines, ellipsis_lines;
} Pass;

static uint8_t latin1_space[256], latin1_letter[256]; /* Py_UNICODE_ISSPACE, is_letter */
static uint8_t ascii_letter[128];

static void classes_init(void)
{
    for (Py_UCS4 ch = 0; ch < 128; ch++)
        ascii_letter[ch] = (ch | 32) >= 'a' && (ch | 32) <= 'z';
    for (Py_UCS4 ch = 0; ch < 256; ch++) {
        latin1_space[ch] = Py_UNICODE_ISSPACE(ch) ? 1 : 0;
        latin1_letter[ch] = (uint8_t)is_letter(ch);
    }
}

#define IS_SPACE(ch) ((ch) < 256 ? latin1_space[(ch)] : Py_UNICODE_ISSPACE(ch))
#define IS_LETTER(ch) ((ch) < 256 ? latin1_letter[(ch)] : is_letter(ch))

/* A word that ended: its folded hash, mixed with its length, and the length kept. */
#define WORD_KEPT(out, hash, word_length)                                                    \
    do {                                                                                     \
        (out)->hashes[(out)->count] = mix64((hash) ^ ((uint64_t)(word_length) << 40));       \
        (out)->lengths[(out)->count] = (word_length);                                        \
        (out)->total += (word_length);                                                       \
        (out)->count++;                                                                      \
    } while (0)

/* The pass, once per string kind (a loop over one array type: no kind switch per
   character). Returns 1 where a character beyond the BMP needs folding. The symbol
   rules' counts: "#"; "..." (str.count: a run of dots counts a third of its length) and
   "…"; newlines; "-" and "•"; lines that begin with "-" or "•" after blanks
   (quality._BULLET_LINE) and lines that end with "..." or "…" before blanks
   (quality._ELLIPSIS_LINE). */
#define DEFINE_PASS(NAME, CHAR)                                                              \
    static int NAME(const void *data, Py_ssize_t length, Pass *out)                         \
    {                                                                                        \
        const CHAR *text = data;                                                             \
        const uint32_t *fold = out->fold;                                                    \
        int in_word = 0, has_letter = 0;                                                     \
        uint64_t hash = 0;                                                                   \
        int32_t word_length = 0;                                                             \
        int dot_run = 0, tail_dots = 0, tail_ellipsis = 0, line_start = 1;                   \
        for (Py_ssize_t i = 0; i <= length; i++) {                                           \
            Py_UCS4 ch = i < length ? (Py_UCS4)text[i] : ' ';                                \
            int space;                                                                       \
            if (ch < 128 && ascii_letter[ch]) { /* most characters: what the rest does */     \
                if (!in_word) {                                                              \
                    in_word = 1;                                                             \
                    out->words++;                                                            \
                    hash = 0xcbf29ce484222325ULL;                                            \
                    word_length = 0;                                                         \
                }                                                                            \
                has_letter = 1;                                                              \
                line_start = dot_run = tail_dots = tail_ellipsis = 0;                        \
                for (;;) {                                                                   \
                    hash = (hash ^ ((Py_UCS4)text[i] | 32)) * POWER;                         \
                    word_length++;                                                           \
                    /* the rest of the run of ASCII letters, in a loop of its own */         \
                    while (i + 1 < length && text[i + 1] < 128 && ascii_letter[text[i + 1]]) { \
                        i++;                                                                 \
                        hash = (hash ^ ((Py_UCS4)text[i] | 32)) * POWER;                     \
                        word_length++;                                                       \
                    }                                                                        \
                    /* a space, then a letter (most of prose): the word ends and the next    \
                       begins here, in the state the general way leaves */                   \
                    if (!(i + 2 < length && text[i + 1] == ' ' && text[i + 2] < 128 &&       \
                          ascii_letter[text[i + 2]]))                                        \
                        break;                                                               \
                    if (fold)                                                                \
                        WORD_KEPT(out, hash, word_length);                                   \
                    out->words++;                                                            \
                    hash = 0xcbf29ce484222325ULL;                                            \
                    word_length = 0;                                                         \
                    i += 2;                                                                  \
                }                                                                            \
                continue;                                                                    \
            }                                                                                \
            if (i == length || ch == '\n') {                                                 \
                if (tail_dots >= 3 || tail_ellipsis)                                         \
                    out->ellipsis_lines++;                                                   \
                if (ch == '\n')                                                              \
                    out->newlines++;                                                         \
                dot_run = tail_dots = tail_ellipsis = 0;                                     \
                line_start = 1;                                                              \
                space = 1;                                                                   \
            } else if (ch == '.') {                                                          \
                tail_dots++;                                                                 \
                tail_ellipsis = 0;                                                           \
                line_start = 0;                                                              \
                if (++dot_run == 3) {                                                        \
                    out->ellipses++;                                                         \
                    dot_run = 0;                                                             \
                }                                                                            \
                space = 0;                                                                   \
            } else if (IS_SPACE(ch)) {                                                       \
                dot_run = 0;                                                                 \
                tail_ellipsis = tail_dots >= 3 || tail_ellipsis; /* only blanks may follow */ \
                tail_dots = 0;                                                               \
                space = 1;                                                                   \
            } else {                                                                         \
                if (line_start && (ch == '-' || ch == 0x2022))                               \
                    out->bullet_lines++;                                                     \
                line_start = 0;                                                              \
                dot_run = tail_dots = 0;                                                     \
                tail_ellipsis = ch == 0x2026;                                                \
                if (ch == '#')                                                               \
                    out->hash_marks++;                                                       \
                else if (ch == 0x2026)                                                       \
                    out->ellipses++;                                                         \
                else if (ch == '-' || ch == 0x2022)                                          \
                    out->bullet_chars++;                                                     \
                space = 0;                                                                   \
            }                                                                                \
            if (space) {                                                                     \
                if (in_word) {                                                               \
                    if (!has_letter)                                                         \
                        out->without_letter++;                                               \
                    if (fold)                                                                \
                        WORD_KEPT(out, hash, word_length);                                   \
                }                                                                            \
                in_word = 0;                                                                 \
                continue;                                                                    \
            }                                                                                \
            if (!in_word) {                                                                  \
                in_word = 1;                                                                 \
                has_letter = 0;                                                              \
                out->words++;                                                                \
                hash = 0xcbf29ce484222325ULL;                                                \
                word_length = 0;                                                             \
            }                                                                                \
            if (!has_letter && IS_LETTER(ch))                                                \
                has_letter = 1;                                                              \
            if (!fold)                                                                       \
                continue;                                                                    \
            if (ch < 128) {                                                                  \
                hash = (hash ^ (ch >= 'A' && ch <= 'Z' ? ch + 32 : ch)) * POWER;             \
                word_length++;                                                               \
            } else if (ch < 65536) {                                                         \
                const uint32_t *into = fold + 3 * (size_t)ch;                                \
                for (int k = 0; k < 3 && into[k]; k++) {                                     \
                    hash = (hash ^ into[k]) * POWER;                                         \
                    word_length++;                                                           \
                }                                                                            \
            } else {                                                                         \
                return 1;                                                                    \
            }                                                                                \
        }                                                                                    \
        return 0;                                                                            \
    }

DEFINE_PASS(pass_ucs1, Py_UCS1)
DEFINE_PASS(pass_ucs2, Py_UCS2)
DEFINE_PASS(pass_ucs4, Py_UCS4)

/* word_figures(written, folded, size, top_limits, dup_limits, fold) -> tuple | None

   (words, characters of the folded words, words without a letter, top-2, top-3, top-4
   gram characters, duplicated 5..10-gram characters). `fold`: str.casefold per BMP
   character (65,536 x 3 code points, 0 after the last), used where `folded` is None;
   then a text beyond the BMP returns NotImplemented (the caller passes its casefold).
   None where casefold moved a word boundary (then the Python way). The top figures are 0
   where the words alone prove no top n-gram can pass its limit
   (quality._top_ngrams_cannot_fail); a duplicated figure is -1 where
   quality.repetition_verdict skips that n (its limit is at least the last share
   measured) or stops (an earlier n failed). */
/* word_figures' computation: Py_True (figures filled), NotImplemented, None (as
   word_figures returns them) or NULL with an error. */
static PyObject *word_figures_core(PyObject *written, PyObject *folded, Py_ssize_t size,
                                   const double top_limits[3], const double dup_limits[6],
                                   const uint32_t *fold_table, long long figures[18])
{
    PyObject *result = NULL;
    uint64_t *hashes = NULL;
    int32_t *lengths = NULL, *slots = NULL;
    uint8_t *marked = NULL, *repeats = NULL;
    Table table = {0};
    if (folded != Py_None && !PyUnicode_Check(folded)) {
        PyErr_SetString(PyExc_ValueError, "word_figures: unexpected arguments");
        goto done;
    }

    /* the written text: how many words, how many without a letter; and where no folded
       text is given, each word's folded length and hash in the same pass */
    int kind = PyUnicode_KIND(written);
    const void *data = PyUnicode_DATA(written);
    Py_ssize_t length = PyUnicode_GET_LENGTH(written);
    int fold_here = folded == Py_None;
    Py_ssize_t capacity = length / 2 + 2; /* words are separated by whitespace */
    hashes = PyMem_Malloc(capacity * sizeof(uint64_t));
    lengths = PyMem_Malloc(capacity * sizeof(int32_t));
    slots = PyMem_Malloc(capacity * sizeof(int32_t));
    marked = PyMem_Malloc(capacity);
    repeats = PyMem_Malloc(capacity); /* per word: whether it occurs twice or more */
    if (!hashes || !lengths || !slots || !marked || !repeats) {
        PyErr_NoMemory();
        goto done;
    }
    Pass pass = {0};
    pass.fold = fold_here ? fold_table : NULL;
    pass.hashes = hashes;
    pass.lengths = lengths;
    int outcome = kind == PyUnicode_1BYTE_KIND   ? pass_ucs1(data, length, &pass)
                  : kind == PyUnicode_2BYTE_KIND ? pass_ucs2(data, length, &pass)
                                                 : pass_ucs4(data, length, &pass);
    if (outcome) { /* beyond the BMP: the caller's casefold */
        result = Py_NewRef(Py_NotImplemented);
        goto done;
    }
    Py_ssize_t words = pass.words, without_letter = pass.without_letter, count = pass.count;
    long long total = pass.total;
    long long hash_marks = pass.hash_marks, ellipses = pass.ellipses, newlines = pass.newlines;
    long long bullet_chars = pass.bullet_chars, bullet_lines = pass.bullet_lines;
    long long ellipsis_lines = pass.ellipsis_lines;
    int in_word = 0;
    uint64_t hash = 0;
    int32_t word_length = 0;

    if (!fold_here) { /* the folded text: each word's length and hash */
        kind = PyUnicode_KIND(folded);
        data = PyUnicode_DATA(folded);
        length = PyUnicode_GET_LENGTH(folded);
        in_word = 0;
        for (Py_ssize_t i = 0; i <= length; i++) {
            Py_UCS4 ch = i < length ? PyUnicode_READ(kind, data, i) : ' ';
            if (Py_UNICODE_ISSPACE(ch)) {
                if (in_word) {
                    if (count >= words) { /* more words than in the text as written */
                        count = -1;
                        break;
                    }
                    hashes[count] = mix64(hash ^ ((uint64_t)word_length << 40));
                    lengths[count] = word_length;
                    total += word_length;
                    count++;
                    in_word = 0;
                }
            } else {
                if (!in_word) {
                    in_word = 1;
                    hash = 0xcbf29ce484222325ULL;
                    word_length = 0;
                }
                hash = (hash ^ ch) * POWER;
                word_length++;
            }
        }
    }
    if (count != words) {
        result = Py_NewRef(Py_None);
        goto done;
    }
    if (table_init(&table, count) < 0) { /* sized by the words: small enough to stay close */
        PyErr_NoMemory();
        goto done;
    }

    /* top n-grams (2, 3, 4): most common gram's characters times its count */
    long long top[3] = {0, 0, 0};
    if (count >= 2) {
        long long mass = 0, most = 0;
        for (Py_ssize_t i = 0; i < count; i++) {
            size_t slot = table_slot_hashed(&table, hashes[i]);
            table.slots[slot].count++;
            slots[i] = (int32_t)slot;
        }
        for (Py_ssize_t i = 0; i < count; i++) {
            long long c = table.slots[slots[i]].count;
            repeats[i] = c > 1;
            if (c * lengths[i] > mass)
                mass = c * lengths[i];
            if (c > most)
                most = c;
        }
        int can_fail = 0;
        for (int k = 0; k < 3; k++) {
            int n = k + 2;
            if ((double)(n * mass + (n - 1) * most) / (double)size > top_limits[k])
                can_fail = 1;
        }
        for (int k = 0; can_fail && k < 3; k++) {
            int n = k + 2;
            if (count < n)
                break;
            table_clear(&table);
            Py_ssize_t grams = count - n + 1;
            for (Py_ssize_t i = 0; i < grams; i++) {
                size_t slot = table_slot_hashed(&table, gram_hash(hashes, i, n));
                table.slots[slot].count++;
                slots[i] = (int32_t)slot;
            }
            Py_ssize_t best = 0;
            int32_t best_count = -1;
            for (Py_ssize_t i = 0; i < grams; i++)
                if (table.slots[slots[i]].count > best_count) {
                    best_count = table.slots[slots[i]].count;
                    best = i;
                }
            long long chars = n - 1;
            for (int j = 0; j < n; j++)
                chars += lengths[best + j];
            top[k] = chars * best_count;
        }
    }

    /* duplicated n-grams (5..10): characters of the words covered by a gram seen earlier;
       beyond 5 only at the positions whose 5-gram recurs */
    long long duplicated[6] = {-1, -1, -1, -1, -1, -1};
    int32_t *candidates = slots; /* reused: the positions whose 5-gram occurs twice or more */
    Py_ssize_t candidate_count = 0;
    double bound = 1.0;
    for (int k = 0; k < 6; k++) {
        int n = k + 5;
        if (dup_limits[k] >= bound)
            continue;
        long long chars = 0;
        if (count >= n) {
            Py_ssize_t grams = count - n + 1;
            table_clear(&table);
            memset(marked, 0, count);
            if (n == 5) {
                /* a 5-gram with a word that occurs once occurs once: only the others are
                   counted (in prose most 5-grams hold such a word) */
                Py_ssize_t last_single = -1; /* the last word so far that occurs once */
                for (Py_ssize_t j = 0; j < n - 1; j++)
                    if (!repeats[j])
                        last_single = j;
                for (Py_ssize_t i = 0; i < grams; i++) {
                    if (!repeats[i + n - 1])
                        last_single = i + n - 1;
                    slots[i] = -1;
                    if (last_single >= i)
                        continue;
                    size_t slot = table_slot_hashed(&table, gram_hash(hashes, i, n));
                    if (table.slots[slot].count++)
                        memset(marked + i, 1, n);
                    slots[i] = (int32_t)slot;
                }
                for (Py_ssize_t i = 0; i < grams; i++)
                    if (slots[i] >= 0 && table.slots[slots[i]].count > 1)
                        candidates[candidate_count++] = (int32_t)i;
            } else {
                for (Py_ssize_t c = 0; c < candidate_count; c++) {
                    Py_ssize_t i = candidates[c];
                    if (i >= grams)
                        break;
                    size_t slot = table_slot_hashed(&table, gram_hash(hashes, i, n));
                    if (table.slots[slot].count++)
                        memset(marked + i, 1, n);
                }
            }
            chars = covered_chars(marked, lengths, count);
        }
        duplicated[k] = chars;
        double share = (double)chars / (double)size;
        if (share > dup_limits[k])
            break;
        bound = share;
    }
    long long values[18] = {count, total, without_letter, top[0], top[1], top[2],
                            duplicated[0], duplicated[1], duplicated[2], duplicated[3],
                            duplicated[4], duplicated[5], hash_marks, ellipses, newlines,
                            bullet_chars, bullet_lines, ellipsis_lines};
    memcpy(figures, values, sizeof(values));
    result = Py_NewRef(Py_True);
done:
    PyMem_Free(hashes);
    PyMem_Free(lengths);
    PyMem_Free(slots);
    PyMem_Free(marked);
    PyMem_Free(repeats);
    table_free(&table);
    return result;
}

static int limits_of(PyObject *top_limits_obj, PyObject *dup_limits_obj, double top_limits[3],
                     double dup_limits[6])
{
    if (!PyTuple_Check(top_limits_obj) || PyTuple_GET_SIZE(top_limits_obj) != 3 ||
        !PyTuple_Check(dup_limits_obj) || PyTuple_GET_SIZE(dup_limits_obj) != 6) {
        PyErr_SetString(PyExc_ValueError, "word_figures: unexpected arguments");
        return -1;
    }
    for (int k = 0; k < 3; k++)
        top_limits[k] = PyFloat_AsDouble(PyTuple_GET_ITEM(top_limits_obj, k));
    for (int k = 0; k < 6; k++)
        dup_limits[k] = PyFloat_AsDouble(PyTuple_GET_ITEM(dup_limits_obj, k));
    return PyErr_Occurred() ? -1 : 0;
}

static PyObject *word_figures(PyObject *self, PyObject *args)
{
    PyObject *written, *folded, *top_limits_obj, *dup_limits_obj;
    Py_ssize_t size;
    Py_buffer fold;
    if (!PyArg_ParseTuple(args, "UOnOOy*", &written, &folded, &size, &top_limits_obj,
                          &dup_limits_obj, &fold))
        return NULL;
    PyObject *result = NULL;
    double top_limits[3], dup_limits[6];
    long long f[18] = {0};
    if (fold.len != 65536 * 3 * 4) {
        PyErr_SetString(PyExc_ValueError, "word_figures: unexpected arguments");
        goto done;
    }
    if (limits_of(top_limits_obj, dup_limits_obj, top_limits, dup_limits) < 0)
        goto done;
    result = word_figures_core(written, folded, size, top_limits, dup_limits, fold.buf, f);
    if (result == Py_True) {
        Py_DECREF(result);
        result = Py_BuildValue("(LLLLLLLLLLLLLLLLLL)", f[0], f[1], f[2], f[3], f[4], f[5], f[6],
                               f[7], f[8], f[9], f[10], f[11], f[12], f[13], f[14], f[15],
                               f[16], f[17]);
    }
done:
    PyBuffer_Release(&fold);
    return result;
}

/* A hash of a run of memory, 8 bytes a step (a segment's characters in one string kind
   are its bytes). */
static uint64_t hash_memory(const void *start, size_t size)
{
    const unsigned char *bytes = start;
    uint64_t hash = 0x243F6A8885A308D3ULL ^ (size * 0x9E3779B97F4A7C15ULL), chunk;
    while (size >= 8) {
        memcpy(&chunk, bytes, 8);
        hash = (hash ^ chunk) * 0x9E3779B97F4A7C15ULL;
        hash ^= hash >> 29;
        bytes += 8;
        size -= 8;
    }
    chunk = 0;
    memcpy(&chunk, bytes, size);
    return mix64(hash ^ chunk);
}

/* The positions of the text's newlines into `at` (NULL: only counted); how many. Wider
   kinds a block at a time: most blocks hold no newline, and that test vectorizes. */
#define DEFINE_NEWLINES(NAME, CHAR)                                                          \
    static Py_ssize_t NAME(const void *data, Py_ssize_t length, Py_ssize_t *at)             \
    {                                                                                        \
        const CHAR *text = data;                                                             \
        Py_ssize_t count = 0;                                                                \
        for (Py_ssize_t block = 0; block < length; block += 32) {                            \
            Py_ssize_t end = block + 32 < length ? block + 32 : length;                      \
            int any = 0;                                                                     \
            for (Py_ssize_t i = block; i < end; i++)                                         \
                any |= text[i] == '\n';                                                      \
            if (!any)                                                                        \
                continue;                                                                    \
            for (Py_ssize_t i = block; i < end; i++)                                         \
                if (text[i] == '\n') {                                                       \
                    if (at)                                                                  \
                        at[count] = i;                                                       \
                    count++;                                                                 \
                }                                                                            \
        }                                                                                    \
        return count;                                                                        \
    }

DEFINE_NEWLINES(newlines_ucs2, Py_UCS2)
DEFINE_NEWLINES(newlines_ucs4, Py_UCS4)

static Py_ssize_t newline_positions(int kind, const void *data, Py_ssize_t length, Py_ssize_t *at)
{
    if (kind == PyUnicode_2BYTE_KIND)
        return newlines_ucs2(data, length, at);
    if (kind == PyUnicode_4BYTE_KIND)
        return newlines_ucs4(data, length, at);
    const char *text = data, *found = text, *end = text + length;
    Py_ssize_t count = 0;
    while ((found = memchr(found, '\n', (size_t)(end - found))) != NULL) {
        if (at)
            at[count] = found - text;
        count++;
        found++;
    }
    return count;
}

/* The repeated parts of [start, stop): the segments between runs of at least `least`
   newlines (as re.split(r"\n{least,}") cuts them; `newlines`: the text's newline
   positions, ascending, `count` of them); how many, how many equal an earlier one and
   their characters. Equal parts are told by a 64-bit hash of their characters, taken only
   where another part is as long (in prose almost none is: the text is hardly hashed). */
static int repeated_segments(int kind, const void *data, const Py_ssize_t *newlines,
                             Py_ssize_t count, Py_ssize_t start, Py_ssize_t stop, int least,
                             long long figures[3])
{
    Py_ssize_t *bounds = PyMem_Malloc(2 * (count + 1) * sizeof(Py_ssize_t));
    Table lengths = {0}, parts = {0};
    int failed = !bounds || table_init(&lengths, count + 1) < 0 || table_init(&parts, count + 1) < 0;
    if (!failed) {
        Py_ssize_t segments = 0, begin = start, k = 0;
        while (k < count && newlines[k] < start)
            k++;
        while (k < count && newlines[k] < stop) { /* a run of newlines from newlines[k] */
            Py_ssize_t run = 1;
            while (k + run < count && newlines[k + run] == newlines[k] + run &&
                   newlines[k + run] < stop)
                run++;
            if (run >= least) {
                bounds[2 * segments] = begin;
                bounds[2 * segments + 1] = newlines[k];
                segments++;
                begin = newlines[k] + run;
            }
            k += run;
        }
        bounds[2 * segments] = begin;
        bounds[2 * segments + 1] = stop;
        segments++;
        for (Py_ssize_t j = 0; j < segments; j++) {
            uint64_t size = (uint64_t)(bounds[2 * j + 1] - bounds[2 * j]);
            lengths.slots[table_slot(&lengths, size)].count++;
        }
        long long repeated = 0, chars = 0;
        for (Py_ssize_t j = 0; j < segments; j++) {
            Py_ssize_t first = bounds[2 * j], size = bounds[2 * j + 1] - first;
            if (lengths.slots[table_slot(&lengths, (uint64_t)size)].count < 2)
                continue; /* no other part this long: none equal */
            uint64_t key = hash_memory((const char *)data + first * kind, (size_t)(size * kind));
            if (parts.slots[table_slot_hashed(&parts, key)].count++) {
                repeated++;
                chars += size;
            }
        }
        figures[0] = segments;
        figures[1] = repeated;
        figures[2] = chars;
    }
    PyMem_Free(bounds);
    table_free(&lengths);
    table_free(&parts);
    return failed ? -1 : 0;
}

/* part_figures(text) -> (paragraphs, repeated, their characters, lines, repeated, their
   characters): quality._repeated_parts_verdict's counts. Paragraphs of the text stripped,
   cut at two newlines or more; lines cut at any run of newlines (quality._lines). Both
   from one list of the newlines. */
static int part_figures_core(PyObject *text, long long paragraphs[3], long long lines[3])
{
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t length = PyUnicode_GET_LENGTH(text), left = 0, right = length;
    while (left < right && Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, left)))
        left++;
    while (right > left && Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, right - 1)))
        right--;
    Py_ssize_t count = newline_positions(kind, data, length, NULL);
    Py_ssize_t *newlines = PyMem_Malloc((count + 1) * sizeof(Py_ssize_t));
    int failed = !newlines;
    if (!failed) {
        newline_positions(kind, data, length, newlines);
        failed = repeated_segments(kind, data, newlines, count, left, right, 2, paragraphs) < 0 ||
                 repeated_segments(kind, data, newlines, count, 0, length, 1, lines) < 0;
    }
    PyMem_Free(newlines);
    if (failed) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static PyObject *part_figures(PyObject *self, PyObject *args)
{
    PyObject *text;
    if (!PyArg_ParseTuple(args, "U", &text))
        return NULL;
    long long paragraphs[3], lines[3];
    if (part_figures_core(text, paragraphs, lines) < 0)
        return NULL;
    return Py_BuildValue("(LLLLLL)", paragraphs[0], paragraphs[1], paragraphs[2], lines[0],
                         lines[1], lines[2]);
}

/* ---------- the Gopher verdict ---------- */

/* quality.py's thresholds, set once by gopher_limits: the document rules (MIN_DOC_WORDS,
   MAX_DOC_WORDS, MIN/MAX_AVG_WORD_LENGTH, MAX_SYMBOL_WORD_RATIO, MAX_BULLET_LINES_RATIO,
   MAX_ELLIPSIS_LINES_RATIO, MIN_ALPHA_WORDS_RATIO, DUP_PARA_FRAC, DUP_PARA_CHAR_FRAC,
   DUP_LINE_FRAC, DUP_LINE_CHAR_FRAC), the top and the duplicated n-gram limits */
static double gopher_rules[12], gopher_top[3], gopher_dup[6];
static int gopher_set = 0;

static PyObject *gopher_limits(PyObject *self, PyObject *args)
{
    PyObject *rules, *top, *dup;
    if (!PyArg_ParseTuple(args, "O!O!O!", &PyTuple_Type, &rules, &PyTuple_Type, &top,
                          &PyTuple_Type, &dup))
        return NULL;
    if (PyTuple_GET_SIZE(rules) != 12) {
        PyErr_SetString(PyExc_ValueError, "gopher_limits: 12 document rules expected");
        return NULL;
    }
    double values[12];
    for (int k = 0; k < 12; k++)
        values[k] = PyFloat_AsDouble(PyTuple_GET_ITEM(rules, k));
    if (PyErr_Occurred() || limits_of(top, dup, gopher_top, gopher_dup) < 0) {
        gopher_set = 0;
        return NULL;
    }
    memcpy(gopher_rules, values, sizeof(values));
    gopher_set = 1;
    Py_RETURN_NONE;
}

/* gopher_verdict(sample, doc_words, fold) -> (reason, figure) | NotImplemented | None

   quality.gopher_verdict on the sample (the document's first ANALYSED_CHARS characters;
   doc_words -1 where the sample is the whole document) in one call: the word figures of
   word_figures, the part figures of part_figures, the rules in quality.py's order.
   `reason`: 0 kept, else the index of quality._NATIVE_REASONS; `figure` the number its
   detail shows. NotImplemented and None as word_figures returns them (the caller then
   takes its other ways). */
/* gopher_verdict's computation: Py_True with `*reason` and `*figure` set, NotImplemented or
   None (as gopher_verdict returns them), or NULL with an error. */
static PyObject *gopher_core(PyObject *sample, Py_ssize_t doc_words, const Py_buffer *fold,
                             int *reason_out, double *figure_out)
{
    long long f[18] = {0};
    if (!gopher_set || fold->len != 65536 * 3 * 4) {
        PyErr_SetString(PyExc_ValueError, "gopher_verdict: limits not set or no fold table");
        return NULL;
    }
    const double *r = gopher_rules;
    Py_ssize_t length = PyUnicode_GET_LENGTH(sample);
    double size = (double)(length > 0 ? length : 1);
    PyObject *found = word_figures_core(sample, Py_None, length > 0 ? length : 1, gopher_top,
                                        gopher_dup, fold->buf, f);
    if (found != Py_True)
        return found;
    int reason = 0;
    double figure = 0.0;
    long long n_words = f[0];
    long long whole = doc_words < 0 ? n_words : doc_words;
    double words = (double)n_words;
    if ((double)whole < r[0]) {
        reason = 1, figure = (double)whole;
    } else if ((double)whole > r[1]) {
        reason = 2, figure = (double)whole;
    } else if (n_words == 0) {
        reason = 0;
    } else if ((double)f[1] / words < r[2]) {
        reason = 3, figure = (double)f[1] / words;
    } else if ((double)f[1] / words > r[3]) {
        reason = 4, figure = (double)f[1] / words;
    } else if ((double)f[12] / words > r[4]) {
        reason = 5, figure = (double)f[12] / words;
    } else if ((double)f[13] / words > r[4]) {
        reason = 6, figure = (double)f[13] / words;
    } else {
        double lines = (double)(f[14] + 1 > 1 ? f[14] + 1 : 1);
        if ((double)f[15] / lines > r[5] && (double)f[16] / lines > r[5])
            reason = 7;
        else if ((double)f[13] / lines > r[6] && (double)f[17] / lines > r[6])
            reason = 8;
        else if (1.0 - (double)f[2] / words < r[7])
            reason = 9, figure = 1.0 - (double)f[2] / words;
    }
    if (reason == 0 && n_words > 0) { /* the repeated paragraphs and lines */
        long long parts[2][3];
        if (part_figures_core(sample, parts[0], parts[1]) < 0) {
            Py_DECREF(found);
            return NULL;
        }
        for (int k = 0; k < 2 && !reason; k++) {
            double count = (double)parts[k][0], frac = (double)parts[k][1] / count;
            double chars = (double)parts[k][2] / size;
            if (frac > r[8 + 2 * k])
                reason = 10 + 2 * k, figure = frac;
            else if (chars > r[9 + 2 * k])
                reason = 11 + 2 * k, figure = chars;
        }
        for (int k = 0; k < 3 && !reason; k++) /* the top n-grams */
            if ((double)f[3 + k] / size > gopher_top[k])
                reason = 14 + k, figure = (double)f[3 + k] / size;
        double bound = 1.0;
        for (int k = 0; k < 6 && !reason; k++) { /* the duplicated n-grams, as measured */
            if (gopher_dup[k] >= bound)
                continue;
            double share = (double)f[6 + k] / size;
            if (f[6 + k] < 0) {
                PyErr_SetString(PyExc_ValueError, "gopher_verdict: an n-gram not measured");
                Py_DECREF(found);
                return NULL;
            }
            if (share > gopher_dup[k])
                reason = 17 + k, figure = share;
            bound = share;
        }
    }
    *reason_out = reason;
    *figure_out = figure;
    return found;
}

static PyObject *gopher_verdict(PyObject *self, PyObject *args)
{
    PyObject *sample;
    Py_ssize_t doc_words;
    Py_buffer fold;
    if (!PyArg_ParseTuple(args, "Uny*", &sample, &doc_words, &fold))
        return NULL;
    int reason = 0;
    double figure = 0.0;
    PyObject *result = gopher_core(sample, doc_words, &fold, &reason, &figure);
    if (result == Py_True) {
        Py_DECREF(result);
        result = Py_BuildValue("(id)", reason, figure);
    }
    PyBuffer_Release(&fold);
    return result;
}

/* ---------- lines ---------- */

static uint32_t crc_tables[8][256];

static void crc_init(void)
{
    for (uint32_t n = 0; n < 256; n++) {
        uint32_t c = n;
        for (int k = 0; k < 8; k++)
            c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_tables[0][n] = c;
    }
    for (int t = 1; t < 8; t++)
        for (uint32_t n = 0; n < 256; n++)
            crc_tables[t][n] = (crc_tables[t - 1][n] >> 8) ^ crc_tables[0][crc_tables[t - 1][n] & 0xFF];
}

/* zlib.crc32's running value (inverted) over `length` bytes (64 at least, a multiple of
   16), folded 64 bytes a step by carry-less multiplication: Gopal et al., "Fast CRC
   Computation for Generic Polynomials Using PCLMULQDQ Instruction" (Intel, 2009), with
   its bit-reflected constants for CRC-32's polynomial (those zlib and Linux use): four
   lanes folded by x^(512+-32), then into one by x^(128+-32), to 64 and 32 bits, and the
   Barrett reduction. x86-64 processors since 2010 have the instruction (checked at run
   time); a line of prose is hundreds of bytes, which the tables take a load each. */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#include <wmmintrin.h>
#define HAVE_CLMUL_PATH 1
#define CLMUL_FOLD(x, k, next)                                                                \
    _mm_xor_si128(_mm_xor_si128(_mm_clmulepi64_si128((x), (k), 0x00),                        \
                                _mm_clmulepi64_si128((x), (k), 0x11)),                       \
                  (next))
#define LOAD16(p) _mm_loadu_si128((const __m128i *)(p))
__attribute__((target("pclmul,sse2"))) static uint32_t crc32_folded(uint32_t crc,
                                                                    const unsigned char *bytes,
                                                                    Py_ssize_t length)
{
    const __m128i by512 = _mm_set_epi64x(0x01c6e41596, 0x0154442bd4);
    const __m128i by128 = _mm_set_epi64x(0x00ccaa009e, 0x01751997d0);
    const __m128i by64 = _mm_set_epi64x(0, 0x0163cd6124);
    const __m128i barrett = _mm_set_epi64x(0x01f7011641, 0x01db710641); /* mu, P */
    const __m128i low32 = _mm_setr_epi32(-1, 0, -1, 0);
    __m128i a = _mm_xor_si128(LOAD16(bytes), _mm_cvtsi32_si128((int)crc));
    __m128i b = LOAD16(bytes + 16), c = LOAD16(bytes + 32), d = LOAD16(bytes + 48);
    for (bytes += 64, length -= 64; length >= 64; bytes += 64, length -= 64) {
        a = CLMUL_FOLD(a, by512, LOAD16(bytes));
        b = CLMUL_FOLD(b, by512, LOAD16(bytes + 16));
        c = CLMUL_FOLD(c, by512, LOAD16(bytes + 32));
        d = CLMUL_FOLD(d, by512, LOAD16(bytes + 48));
    }
    a = CLMUL_FOLD(a, by128, b);
    a = CLMUL_FOLD(a, by128, c);
    a = CLMUL_FOLD(a, by128, d);
    for (; length >= 16; bytes += 16, length -= 16)
        a = CLMUL_FOLD(a, by128, LOAD16(bytes));
    /* 128 bits to 64, to 32 (and the low 32 of 64 kept), then Barrett */
    a = _mm_xor_si128(_mm_srli_si128(a, 8), _mm_clmulepi64_si128(a, by128, 0x10));
    a = _mm_xor_si128(_mm_srli_si128(a, 4),
                      _mm_clmulepi64_si128(_mm_and_si128(a, low32), by64, 0x00));
    __m128i t = _mm_and_si128(_mm_clmulepi64_si128(_mm_and_si128(a, low32), barrett, 0x10), low32);
    a = _mm_xor_si128(a, _mm_clmulepi64_si128(t, barrett, 0x00));
    return (uint32_t)_mm_cvtsi128_si32(_mm_srli_si128(a, 4));
}

static int has_clmul = -1;
static int clmul_usable(void) { return CPU_HAS(has_clmul, "pclmul", "sse2"); }
#endif

/* zlib.crc32: whole 16-byte blocks of a long line folded (above), the rest eight bytes a
   step (slicing-by-8) */
static uint32_t crc32_of(const unsigned char *bytes, Py_ssize_t length)
{
    uint32_t c = 0xFFFFFFFFu;
#ifdef HAVE_CLMUL_PATH
    if (length >= 64 && clmul_usable()) {
        Py_ssize_t folded = length & ~(Py_ssize_t)15;
        c = crc32_folded(c, bytes, folded);
        bytes += folded;
        length -= folded;
    }
#endif
    while (length >= 8) {
        uint32_t low = c ^ ((uint32_t)bytes[0] | (uint32_t)bytes[1] << 8 | (uint32_t)bytes[2] << 16 |
                            (uint32_t)bytes[3] << 24);
        uint32_t high = (uint32_t)bytes[4] | (uint32_t)bytes[5] << 8 | (uint32_t)bytes[6] << 16 |
                        (uint32_t)bytes[7] << 24;
        c = crc_tables[7][low & 0xFF] ^ crc_tables[6][(low >> 8) & 0xFF] ^
            crc_tables[5][(low >> 16) & 0xFF] ^ crc_tables[4][low >> 24] ^
            crc_tables[3][high & 0xFF] ^ crc_tables[2][(high >> 8) & 0xFF] ^
            crc_tables[1][(high >> 16) & 0xFF] ^ crc_tables[0][high >> 24];
        bytes += 8;
        length -= 8;
    }
    while (length-- > 0)
        c = crc_tables[0][(c ^ *bytes++) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

static unsigned char normalize[256]; /* lines._NORMALIZE */
static unsigned char kept[256];      /* 0 for the digits it deletes */
static uint8_t punctuation[256];     /* lines._PUNCTUATION */

static void lines_init(void)
{
    for (int c = 0; c < 256; c++) {
        normalize[c] = (unsigned char)c;
        kept[c] = c < '0' || c > '9';
    }
    for (int c = 'A'; c <= 'Z'; c++)
        normalize[c] = (unsigned char)(c + 32);
    normalize['\t'] = normalize['\r'] = normalize['\x0b'] = normalize['\x0c'] = ' ';
    const char *marks = " .,;:-+/()%'\"*#=|_[]";
    for (const char *p = marks; *p; p++)
        punctuation[(unsigned char)*p] = 1;
}

typedef struct {
    uint64_t key;
    int64_t size;
} KeyedSize;

static int compare_keys(const void *a, const void *b)
{
    uint64_t left = ((const KeyedSize *)a)->key, right = ((const KeyedSize *)b)->key;
    return (left > right) - (left < right);
}

/* A text's lines as lines.fingerprint_lines sees them, read from the str's own characters
   (no UTF-8 copy of the text): the normalized UTF-8 (lines._NORMALIZE, digits deleted)
   and per line its fingerprint and its UTF-8 bytes. */
typedef struct {
    unsigned char *raw;        /* the normalized text's UTF-8 */
    Py_ssize_t *newline_chars; /* per newline: its position in the text, in characters, */
    Py_ssize_t *newline_bytes; /* in the text's UTF-8 */
    Py_ssize_t *newline_raw;   /* and in `raw` */
    uint64_t *hashes;          /* per line: its fingerprint (0: none) */
    int64_t *sizes;            /* per line: its UTF-8 bytes, newline included, as written */
    KeyedSize *pairs;          /* the distinct fingerprints with their bytes */
    Py_ssize_t newlines, lines, raw_length, total; /* total: the text's UTF-8 bytes */
    Py_ssize_t room;           /* newlines the three newline arrays hold */
} LineScan;

/* Twice the room for newlines (the arrays grow as the text's newlines are met: no pass
   to count them first); -1 where memory runs out. */
static int more_newline_room(LineScan *s)
{
    Py_ssize_t room = s->room * 2;
    Py_ssize_t **arrays[3] = {&s->newline_chars, &s->newline_bytes, &s->newline_raw};
    for (int k = 0; k < 3; k++) { /* each kept valid as it grows: line_scan_free frees all */
        Py_ssize_t *grown = PyMem_Realloc(*arrays[k], (size_t)room * sizeof(Py_ssize_t));
        if (!grown)
            return -1;
        *arrays[k] = grown;
    }
    s->room = room;
    return 0;
}

/* A block of characters that are all printable ASCII (0x20..0x7F) but digits, normalized
   into `raw` (ASCII letters lower-cased; no newline, tab or digit among them: nothing
   deleted, nothing to record); 0 where the block holds another character (then nothing
   is written): most blocks of prose. Sixteen Latin-1 characters, eight UTF-16 units. */
#ifdef HAVE_SSE2
#define UCS1_BLOCK 16
static inline int plain_block_ucs1(const Py_UCS1 *text, unsigned char *raw)
{
    __m128i v = _mm_loadu_si128((const __m128i *)text);
    /* signed bytes: 0x80..0xFF are negative, below 0x20 too */
    __m128i printable = _mm_cmpgt_epi8(v, _mm_set1_epi8(0x1F));
    __m128i digit = _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8('0' - 1)),
                                  _mm_cmplt_epi8(v, _mm_set1_epi8('9' + 1)));
    if (_mm_movemask_epi8(_mm_andnot_si128(digit, printable)) != 0xFFFF)
        return 0;
    __m128i upper = _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8('A' - 1)),
                                  _mm_cmplt_epi8(v, _mm_set1_epi8('Z' + 1)));
    _mm_storeu_si128((__m128i *)raw, _mm_add_epi8(v, _mm_and_si128(upper, _mm_set1_epi8(32))));
    return 1;
}

#define UCS2_BLOCK 8
static inline int plain_block_ucs2(const Py_UCS2 *text, unsigned char *raw)
{
    const __m128i zero = _mm_setzero_si128();
    __m128i v = _mm_loadu_si128((const __m128i *)text);
    /* unsigned: v - 0x20 < 0x60 is printable ASCII, v - '0' < 10 a digit */
    __m128i printable =
        _mm_cmpeq_epi16(_mm_subs_epu16(_mm_sub_epi16(v, _mm_set1_epi16(0x20)), _mm_set1_epi16(0x5F)), zero);
    __m128i digit =
        _mm_cmpeq_epi16(_mm_subs_epu16(_mm_sub_epi16(v, _mm_set1_epi16('0')), _mm_set1_epi16(9)), zero);
    if (_mm_movemask_epi8(_mm_andnot_si128(digit, printable)) != 0xFFFF)
        return 0;
    __m128i upper =
        _mm_cmpeq_epi16(_mm_subs_epu16(_mm_sub_epi16(v, _mm_set1_epi16('A')), _mm_set1_epi16(25)), zero);
    v = _mm_add_epi16(v, _mm_and_si128(upper, _mm_set1_epi16(32)));
    _mm_storel_epi64((__m128i *)raw, _mm_packus_epi16(v, v));
    return 1;
}
#else
#define UCS1_BLOCK 1
#define plain_block_ucs1(text, raw) 0
#define UCS2_BLOCK 1
#define plain_block_ucs2(text, raw) 0
#endif
#define UCS4_BLOCK 1
#define plain_block_ucs4(text, raw) 0

/* The normalized text and the newlines' positions, once per string kind; characters beyond
   ASCII as "surrogatepass" encodes them (normalization leaves them as they are). A block
   of plain characters at a time where the kind has one (`PLAIN`, `BLOCK` characters),
   else, and for the block that follows, one character at a time. */
#define DEFINE_NORMALIZE(NAME, CHAR, PLAIN, BLOCK)                                           \
    static int NAME(const void *data, Py_ssize_t length, LineScan *s)                       \
    {                                                                                        \
        const CHAR *text = data;                                                             \
        unsigned char *raw = s->raw;                                                         \
        Py_ssize_t r = 0, b = 0, n = 0, i = 0;                                               \
        while (i < length) {                                                                 \
            if (BLOCK > 1 && i + BLOCK <= length && PLAIN(text + i, raw + r)) {              \
                i += BLOCK;                                                                  \
                r += BLOCK;                                                                  \
                b += BLOCK;                                                                  \
                continue;                                                                    \
            }                                                                                \
            Py_ssize_t end = i + BLOCK < length ? i + BLOCK : length;                        \
            for (; i < end; i++) {                                                           \
                Py_UCS4 c = text[i];                                                         \
                if (c < 0x80) {                                                              \
                    raw[r] = normalize[c];                                                   \
                    r += kept[c];                                                            \
                    if (c == '\n') {                                                         \
                        if (n == s->room && more_newline_room(s) < 0)                        \
                            return -1;                                                       \
                        s->newline_chars[n] = i;                                             \
                        s->newline_bytes[n] = b;                                             \
                        s->newline_raw[n++] = r - 1;                                         \
                    }                                                                        \
                    b++;                                                                     \
                    continue;                                                                \
                }                                                                            \
                int extra = c < 0x800 ? 1 : c < 0x10000 ? 2 : 3; /* continuation bytes */    \
                raw[r] = (unsigned char)((0xFF00u >> (extra + 1)) | (c >> (6 * extra)));    \
                for (int k = 1; k <= extra; k++)                                             \
                    raw[r + k] = (unsigned char)(0x80 | ((c >> (6 * (extra - k))) & 0x3F));  \
                r += extra + 1;                                                              \
                b += extra + 1;                                                              \
            }                                                                                \
        }                                                                                    \
        s->raw_length = r;                                                                   \
        s->total = b;                                                                        \
        s->newlines = n;                                                                     \
        return 0;                                                                            \
    }

DEFINE_NORMALIZE(normalize_ucs1, Py_UCS1, plain_block_ucs1, UCS1_BLOCK)
DEFINE_NORMALIZE(normalize_ucs2, Py_UCS2, plain_block_ucs2, UCS2_BLOCK)
DEFINE_NORMALIZE(normalize_ucs4, Py_UCS4, plain_block_ucs4, UCS4_BLOCK)

static void line_scan_free(LineScan *s)
{
    PyMem_Free(s->raw);
    PyMem_Free(s->newline_chars);
    PyMem_Free(s->newline_bytes);
    PyMem_Free(s->newline_raw);
    PyMem_Free(s->hashes);
    PyMem_Free(s->sizes);
    PyMem_Free(s->pairs);
}

/* Fills `s` for the text (0, or -1 with MemoryError): per line (none where the normalized
   text is empty; as bytes.split(b"\n") cuts it, the empty piece after a final newline
   dropped) its fingerprint, lines._line_keys', and its size. Buffers grow with the
   text's newlines, not its characters: a mail's few lines need a few hundred bytes. */
static int line_scan(PyObject *text, Py_ssize_t min_bytes, Py_ssize_t max_bytes,
                     Py_ssize_t slack, Py_ssize_t min_wordy, LineScan *s)
{
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t length = PyUnicode_GET_LENGTH(text);
    Py_ssize_t widest = PyUnicode_IS_ASCII(text) ? 1 : kind == PyUnicode_1BYTE_KIND ? 2
                                                   : kind == PyUnicode_2BYTE_KIND   ? 3
                                                                                    : 4;
    memset(s, 0, sizeof(*s));
    s->room = 64; /* a mail's lines; a longer text's arrays grow */
    s->raw = PyMem_Malloc((size_t)(length * widest + 1));
    s->newline_chars = PyMem_Malloc(s->room * sizeof(Py_ssize_t));
    s->newline_bytes = PyMem_Malloc(s->room * sizeof(Py_ssize_t));
    s->newline_raw = PyMem_Malloc(s->room * sizeof(Py_ssize_t));
    int failed = !s->raw || !s->newline_chars || !s->newline_bytes || !s->newline_raw;
    if (!failed)
        failed = (kind == PyUnicode_1BYTE_KIND   ? normalize_ucs1(data, length, s)
                  : kind == PyUnicode_2BYTE_KIND ? normalize_ucs2(data, length, s)
                                                 : normalize_ucs4(data, length, s)) < 0;
    Py_ssize_t newlines = s->newlines;
    if (!failed) {
        s->hashes = PyMem_Malloc((newlines + 2) * sizeof(uint64_t));
        s->sizes = PyMem_Malloc((newlines + 2) * sizeof(int64_t));
        s->pairs = PyMem_Malloc((newlines + 2) * sizeof(KeyedSize));
        failed = !s->hashes || !s->sizes || !s->pairs;
    }
    if (failed) {
        PyErr_NoMemory();
        return -1;
    }
    const unsigned char *raw = s->raw;
    Py_ssize_t raw_length = s->raw_length;
    if (raw_length == 0)
        return 0; /* s->lines 0 */
    Py_ssize_t lines = raw[raw_length - 1] == '\n' ? newlines : newlines + 1;
    for (Py_ssize_t line = 0; line < lines; line++) {
        Py_ssize_t start = line ? s->newline_raw[line - 1] + 1 : 0;
        Py_ssize_t stop = line < newlines ? s->newline_raw[line] : raw_length;
        uint64_t key = 0;
        Py_ssize_t line_length = stop - start;
        if (line_length >= min_bytes && line_length <= max_bytes + slack) {
            Py_ssize_t left = start, right = stop;
            while (left < right && raw[left] == ' ')
                left++;
            while (right > left && raw[right - 1] == ' ')
                right--;
            Py_ssize_t stripped = right - left;
            Py_ssize_t wordy_left = left, wordy_right = right;
            while (wordy_left < wordy_right && punctuation[raw[wordy_left]])
                wordy_left++;
            while (wordy_right > wordy_left && punctuation[raw[wordy_right - 1]])
                wordy_right--;
            if (stripped >= min_bytes && stripped <= max_bytes &&
                wordy_right - wordy_left >= min_wordy)
                key = ((uint64_t)crc32_of(raw + left, stripped) << 16) |
                      ((uint64_t)stripped << 1) | 1;
        }
        s->hashes[line] = key;
        Py_ssize_t previous = line ? s->newline_bytes[line - 1] : -1;
        s->sizes[line] = (line < newlines ? s->newline_bytes[line] : s->total - 1) - previous;
    }
    s->lines = lines;
    return 0;
}

/* `pairs` by key, ascending: a long text's many lines by their keys' 48 bits, twelve at a
   time (a radix sort, four passes over the lines), a short one's by qsort; -1 where
   memory runs out. */
#define RADIX_BITS 12
static int sort_keys(KeyedSize *pairs, Py_ssize_t count)
{
    if (count < 256) {
        qsort(pairs, (size_t)count, sizeof(KeyedSize), compare_keys);
        return 0;
    }
    KeyedSize *spare = PyMem_Malloc((size_t)count * sizeof(KeyedSize));
    Py_ssize_t *starts = PyMem_Malloc(((size_t)1 << RADIX_BITS) * sizeof(Py_ssize_t));
    if (!spare || !starts) {
        PyMem_Free(spare);
        PyMem_Free(starts);
        return -1;
    }
    KeyedSize *from = pairs, *to = spare;
    for (int shift = 0; shift < 48; shift += RADIX_BITS) { /* keys < 2^48: crc << 16 | ... */
        memset(starts, 0, ((size_t)1 << RADIX_BITS) * sizeof(Py_ssize_t));
        for (Py_ssize_t j = 0; j < count; j++)
            starts[(from[j].key >> shift) & ((1u << RADIX_BITS) - 1)]++;
        Py_ssize_t at = 0;
        for (size_t digit = 0; digit < ((size_t)1 << RADIX_BITS); digit++) {
            Py_ssize_t here = starts[digit];
            starts[digit] = at;
            at += here;
        }
        for (Py_ssize_t j = 0; j < count; j++) /* stable: the lower digits' order stays */
            to[starts[(from[j].key >> shift) & ((1u << RADIX_BITS) - 1)]++] = from[j];
        KeyedSize *swap = from;
        from = to;
        to = swap;
    } /* four passes: the sorted pairs are back in `pairs` */
    PyMem_Free(spare);
    PyMem_Free(starts);
    return 0;
}

/* The distinct fingerprints (not 0), ascending, with the bytes of each, into `s->pairs`;
   returns how many, or -1 where memory runs out. */
static Py_ssize_t distinct_keys(LineScan *s)
{
    KeyedSize *pairs = s->pairs;
    Py_ssize_t count = 0, distinct = 0;
    for (Py_ssize_t line = 0; line < s->lines; line++)
        if (s->hashes[line]) {
            pairs[count].key = s->hashes[line];
            pairs[count].size = s->sizes[line];
            count++;
        }
    if (sort_keys(pairs, count) < 0)
        return -1;
    for (Py_ssize_t j = 0; j < count; j++) { /* merged in place */
        if (distinct && pairs[distinct - 1].key == pairs[j].key) {
            pairs[distinct - 1].size += pairs[j].size;
        } else {
            pairs[distinct++] = pairs[j];
        }
    }
    return distinct;
}

/* The distinct keys and their sizes as two bytes objects (uint64, int64); NULL on error. */
static PyObject *distinct_arrays(LineScan *s)
{
    Py_ssize_t distinct = distinct_keys(s);
    if (distinct < 0)
        return PyErr_NoMemory();
    PyObject *keys_obj = PyBytes_FromStringAndSize(NULL, distinct * 8);
    PyObject *totals_obj = PyBytes_FromStringAndSize(NULL, distinct * 8);
    if (!keys_obj || !totals_obj) {
        Py_XDECREF(keys_obj);
        Py_XDECREF(totals_obj);
        return NULL;
    }
    uint64_t *keys = (uint64_t *)PyBytes_AS_STRING(keys_obj);
    int64_t *totals = (int64_t *)PyBytes_AS_STRING(totals_obj);
    for (Py_ssize_t j = 0; j < distinct; j++) {
        keys[j] = s->pairs[j].key;
        totals[j] = s->pairs[j].size;
    }
    return Py_BuildValue("(NN)", keys_obj, totals_obj);
}

/* line_fingerprints(text, min_bytes, max_bytes, slack, min_wordy)
   -> (hashes: bytes of uint64, sizes: bytes of int64, total, newlines, distinct: bytes of
       uint64, their sizes: bytes of int64)

   lines.fingerprint_lines: per line the fingerprint (0: none) and its size in UTF-8 bytes,
   newline included, in the text as written; the text's UTF-8 bytes and newlines; then the
   distinct fingerprints, ascending, each with the bytes of all its lines. */
static PyObject *line_fingerprints(PyObject *self, PyObject *args)
{
    PyObject *text, *result = NULL, *distinct_obj = NULL;
    Py_ssize_t min_bytes, max_bytes, slack, min_wordy;
    if (!PyArg_ParseTuple(args, "Unnnn", &text, &min_bytes, &max_bytes, &slack, &min_wordy))
        return NULL;
    LineScan scan;
    if (line_scan(text, min_bytes, max_bytes, slack, min_wordy, &scan) < 0)
        goto done;
    distinct_obj = distinct_arrays(&scan);
    if (!distinct_obj)
        goto done;
    Py_ssize_t lines = scan.lines; /* none: no bytes or newlines either (the Python way's) */
    result = Py_BuildValue("(y#y#nnOO)", (const char *)scan.hashes, lines * 8,
                           (const char *)scan.sizes, lines * 8, lines ? scan.total : 0,
                           lines ? scan.newlines : 0,
                           PyTuple_GET_ITEM(distinct_obj, 0), PyTuple_GET_ITEM(distinct_obj, 1));
done:
    Py_XDECREF(distinct_obj);
    line_scan_free(&scan);
    return result;
}

/* line_table(text, min_bytes, max_bytes, slack, min_wordy, edge, example_chars)
   -> (distinct: bytes of uint64, their sizes: bytes of int64, total bytes, texts: dict)

   What lines.LineCollector gives for a document fed in one piece, C4 off: the distinct
   fingerprints with the bytes of each, the text's UTF-8 bytes, and the example texts
   (`_examples`): each fingerprinted line among the first and the last `edge`, stripped
   (str.strip's whitespace), at most `example_chars` characters, under its fingerprint, a
   later line replacing an earlier one. */
static PyObject *line_table_core(PyObject *text, Py_ssize_t min_bytes, Py_ssize_t max_bytes,
                                 Py_ssize_t slack, Py_ssize_t min_wordy, Py_ssize_t edge,
                                 Py_ssize_t example_chars)
{
    PyObject *result = NULL, *distinct_obj = NULL, *texts = NULL;
    LineScan scan;
    if (line_scan(text, min_bytes, max_bytes, slack, min_wordy, &scan) < 0)
        goto done;
    distinct_obj = distinct_arrays(&scan);
    texts = distinct_obj ? PyDict_New() : NULL;
    if (!texts)
        goto done;
    /* the first `edge` lines, then the last `edge` of the text split at its newlines (one
       more than it has lines where it ends in a newline), those that have a fingerprint */
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t lines = scan.lines, newlines = scan.newlines;
    Py_ssize_t split_lines = newlines + 1;
    Py_ssize_t top = edge < lines ? edge : lines;
    Py_ssize_t bottom = split_lines - edge > top ? split_lines - edge : top;
    for (Py_ssize_t line = 0; line < lines; line++) {
        if (line == top)
            line = bottom;
        if (line >= lines)
            break;
        if (!scan.hashes[line])
            continue;
        Py_ssize_t left = line ? scan.newline_chars[line - 1] + 1 : 0;
        Py_ssize_t right = line < newlines ? scan.newline_chars[line] : PyUnicode_GET_LENGTH(text);
        while (left < right && Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, left)))
            left++;
        while (right > left && Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, right - 1)))
            right--;
        if (right - left > example_chars)
            continue;
        PyObject *example = PyUnicode_Substring(text, left, right);
        PyObject *key = example ? PyLong_FromUnsignedLongLong(scan.hashes[line]) : NULL;
        int failed = !key || PyDict_SetItem(texts, key, example) < 0;
        Py_XDECREF(key);
        Py_XDECREF(example);
        if (failed)
            goto done;
    }
    result = Py_BuildValue("(OOnO)", PyTuple_GET_ITEM(distinct_obj, 0),
                           PyTuple_GET_ITEM(distinct_obj, 1), scan.total, texts);
done:
    Py_XDECREF(distinct_obj);
    Py_XDECREF(texts);
    line_scan_free(&scan);
    return result;
}

/* the line steps' sizes (lines.py: MIN_LINE_BYTES, MAX_LINE_BYTES, _LENGTH_SLACK,
   MIN_WORDY_BYTES, EXAMPLE_EDGE_LINES, EXAMPLE_LINE_CHARS) */
#define LINE_FORMAT "nnnnnn"
#define LINE_SIZES(p) (p)[0], (p)[1], (p)[2], (p)[3], (p)[4], (p)[5]

static PyObject *line_table(PyObject *self, PyObject *args)
{
    PyObject *text;
    Py_ssize_t p[6];
    if (!PyArg_ParseTuple(args, "U" LINE_FORMAT, &text, &p[0], &p[1], &p[2], &p[3], &p[4], &p[5]))
        return NULL;
    return line_table_core(text, LINE_SIZES(p));
}

/* utf8_length(text) -> len(text.encode("utf-8", "surrogatepass")), without the copy */
static PyObject *utf8_length(PyObject *self, PyObject *args)
{
    PyObject *text;
    if (!PyArg_ParseTuple(args, "U", &text))
        return NULL;
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t length = PyUnicode_GET_LENGTH(text), total = length;
    if (kind == PyUnicode_1BYTE_KIND) {
        const Py_UCS1 *chars = data;
        for (Py_ssize_t i = 0; i < length; i++)
            total += chars[i] >> 7;
    } else if (kind == PyUnicode_2BYTE_KIND) {
        const Py_UCS2 *chars = data;
        for (Py_ssize_t i = 0; i < length; i++)
            total += (chars[i] >= 0x80) + (chars[i] >= 0x800);
    } else {
        const Py_UCS4 *chars = data;
        for (Py_ssize_t i = 0; i < length; i++)
            total += (chars[i] >= 0x80) + (chars[i] >= 0x800) + (chars[i] >= 0x10000);
    }
    return PyLong_FromSsize_t(total);
}

/* ---------- language ---------- */

/* letters_at_least(text, needed) -> bool: at least `needed` characters match [^\W\d_] */
static int letters_at_least_core(PyObject *text, Py_ssize_t needed)
{
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t length = PyUnicode_GET_LENGTH(text), found = 0;
    for (Py_ssize_t i = 0; i < length && found < needed; i++)
        found += is_letter(PyUnicode_READ(kind, data, i));
    return found >= needed;
}

static PyObject *letters_at_least(PyObject *self, PyObject *args)
{
    PyObject *text;
    Py_ssize_t needed;
    if (!PyArg_ParseTuple(args, "Un", &text, &needed))
        return NULL;
    return PyBool_FromLong(letters_at_least_core(text, needed));
}

/* IEEE half to single precision, exactly (as NumPy's astype), as the float's bits */
static inline uint32_t half_to_bits(uint16_t half)
{
    uint32_t sign = (uint32_t)(half & 0x8000u) << 16;
    uint32_t exponent = (half >> 10) & 0x1F, mantissa = half & 0x3FF;
    if (exponent == 0 && mantissa == 0)
        return sign;
    if (exponent == 0) { /* subnormal: normalize */
        uint32_t e = 113;
        while (!(mantissa & 0x400)) {
            mantissa <<= 1;
            e--;
        }
        return sign | (e << 23) | ((mantissa & 0x3FF) << 13);
    }
    if (exponent == 31)
        return sign | 0x7F800000u | (mantissa << 13);
    return sign | ((exponent + 112) << 23) | (mantissa << 13);
}

/* langid_rows(data, nextmove, states, ptc, classes, window, counts_out, table_out) -> k

   py3langid's visit_counts on `data` (state = nextmove[rowbase[state] + byte], a feature
   where output[state] >= 0; `states` holds rowbase and output per state as int32 pairs,
   one cache line for both), its k distinct features in first-seen order: their counts
   into counts_out (float32) and their rows of ptc (float16, rows x classes) widened into
   table_out (float32, k x classes). In a scan the tokenizer has pushed the 39 MB automaton
   and the 28 MB table out of the caches: the rows are fetched all at once (prefetch)
   before they are read, not one miss after the other. */
/* py3langid's automaton and feature table as the two langid calls read them. */
typedef struct {
    const unsigned char *bytes;
    Py_ssize_t size, window;
    const uint32_t *next;
    Py_ssize_t next_size;
    const int32_t *info; /* per state: offset into `next`, feature or -1 */
    Py_ssize_t states, rows, classes;
    const uint16_t *table; /* rows x classes float16 */
} LangidWalk;

/* The sample's distinct features, in the order first met, into `features` (their counts in
   `seen`); -1 with a ValueError named after `name` where the tables are broken. The state
   after byte i is the walk from the start over the last `window` bytes up to i
   (language.WINDOW), so the sample is cut into WALK_CHAINS stretches walked side by side,
   each begun `window` - 1 bytes early: the chains' loads are independent, so their cache
   misses overlap (the automaton is 39 MB, out of the caches in a scan), with a load or two
   per byte. (Until VERSION 4, `window` rounds over every position: six times the loads.) */
#define WALK_CHAINS 16
static Py_ssize_t langid_walk(const char *name, const LangidWalk *w, Table *seen,
                              int32_t *features, int32_t *current)
{
    const unsigned char *bytes = w->bytes;
    const int32_t *info = w->info;
    Py_ssize_t size = w->size, stretch = (size + WALK_CHAINS - 1) / WALK_CHAINS;
    Py_ssize_t begin[WALK_CHAINS], owned[WALK_CHAINS], stop[WALK_CHAINS];
    int32_t state[WALK_CHAINS];
    for (int k = 0; k < WALK_CHAINS; k++) {
        Py_ssize_t first = k * stretch, early = first - (w->window - 1);
        begin[k] = early > 0 ? early : 0;
        owned[k] = first;
        stop[k] = first + stretch < size ? first + stretch : size;
        state[k] = 0;
    }
    for (Py_ssize_t step = 0; step < stretch + w->window - 1; step++) {
        for (int k = 0; k < WALK_CHAINS; k++) {
            Py_ssize_t i = begin[k] + step;
            if (i >= stop[k])
                continue;
            Py_ssize_t at = (Py_ssize_t)info[2 * (Py_ssize_t)state[k]] + bytes[i];
            if (at < 0 || at >= w->next_size || (Py_ssize_t)w->next[at] >= w->states) {
                PyErr_Format(PyExc_ValueError, "%s: the automaton left its table", name);
                return -1;
            }
            int32_t reached = (int32_t)w->next[at];
            state[k] = reached;
            if (i < owned[k]) /* a warm-up */
                continue;
            current[i] = reached;
#if defined(__GNUC__) || defined(__clang__)
            /* the feature's row, asked for now: its misses overlap the walk's */
            int32_t feature = info[2 * (Py_ssize_t)reached + 1];
            if (feature >= 0 && feature < w->rows) {
                const char *line = (const char *)(w->table + (size_t)feature * w->classes);
                for (Py_ssize_t offset = 0; offset < w->classes * 2; offset += 64)
                    __builtin_prefetch(line + offset, 0, 0);
            }
#endif
        }
    }
    Py_ssize_t distinct = 0;
    for (Py_ssize_t i = 0; i < size; i++) {
        int32_t feature = info[2 * (Py_ssize_t)current[i] + 1];
        if (feature < 0)
            continue;
        if (feature >= w->rows) {
            PyErr_Format(PyExc_ValueError, "%s: a feature beyond the table", name);
            return -1;
        }
        size_t slot = table_slot(seen, (uint64_t)feature);
        if (seen->slots[slot].count++ == 0)
            features[distinct++] = feature;
    }
    return distinct;
}

/* The walk over `data` through the tables as the two langid calls are handed them. */
static LangidWalk langid_tables(const Py_buffer *data, const Py_buffer *nextmove,
                                const Py_buffer *state_table, const Py_buffer *ptc,
                                Py_ssize_t classes, Py_ssize_t window)
{
    LangidWalk walk = {.bytes = data->buf, .size = data->len, .window = window,
                       .next = nextmove->buf, .next_size = nextmove->len / 4,
                       .info = state_table->buf, .states = state_table->len / 8,
                       .rows = classes > 0 ? ptc->len / 2 / classes : 0,
                       .classes = classes, .table = ptc->buf};
    return walk;
}

static PyObject *langid_rows(PyObject *self, PyObject *args)
{
    Py_buffer data, nextmove, state_table, ptc, counts_out, table_out;
    Py_ssize_t classes, window;
    if (!PyArg_ParseTuple(args, "y*y*y*y*nnw*w*", &data, &nextmove, &state_table, &ptc,
                          &classes, &window, &counts_out, &table_out))
        return NULL;
    PyObject *result = NULL;
    LangidWalk walk = langid_tables(&data, &nextmove, &state_table, &ptc, classes, window);
    const uint16_t *table = walk.table;
    Py_ssize_t size = walk.size, room = counts_out.len / 4;
    float *counts = counts_out.buf;
    uint32_t *widened = table_out.buf; /* float32 written as its bits */
    Table seen = {0};
    int32_t *features = NULL, *current = NULL;
    if (classes <= 0 || window <= 0 || walk.states <= 0 || table_out.len / 4 < room * classes) {
        PyErr_SetString(PyExc_ValueError, "langid_rows: tables of unexpected sizes");
        goto done;
    }
    features = PyMem_Malloc((size + 1) * sizeof(int32_t));
    current = PyMem_Malloc((size + 1) * sizeof(int32_t));
    if (!features || !current || table_init(&seen, size + 1) < 0) {
        PyErr_NoMemory();
        goto done;
    }
    Py_ssize_t distinct = langid_walk("langid_rows", &walk, &seen, features, current);
    if (distinct < 0)
        goto done;
    if (distinct > room) {
        PyErr_SetString(PyExc_ValueError, "langid_rows: more features than room");
        goto done;
    }
    for (Py_ssize_t j = 0; j < distinct; j++) {
        size_t slot = table_slot(&seen, (uint64_t)features[j]);
        counts[j] = (float)seen.slots[slot].count;
        const uint16_t *source = table + (size_t)features[j] * classes;
        uint32_t *bits = widened + (size_t)j * classes;
        /* normal numbers (all the model holds, log-probabilities) by a shift and an add,
           a loop the compiler vectorizes; a row with any other is redone exactly */
        uint32_t special = 0;
        for (Py_ssize_t c = 0; c < classes; c++) {
            uint32_t half = source[c], exponent = half & 0x7C00u;
            special |= (uint32_t)(exponent == 0) | (uint32_t)(exponent == 0x7C00u);
            bits[c] = ((half & 0x8000u) << 16) | (((half & 0x7FFFu) << 13) + 0x38000000u);
        }
        if (special)
            for (Py_ssize_t c = 0; c < classes; c++)
                bits[c] = half_to_bits(source[c]);
    }
    result = PyLong_FromSsize_t(distinct);
done:
    PyMem_Free(features);
    PyMem_Free(current);
    table_free(&seen);
    PyBuffer_Release(&data);
    PyBuffer_Release(&nextmove);
    PyBuffer_Release(&state_table);
    PyBuffer_Release(&ptc);
    PyBuffer_Release(&counts_out);
    PyBuffer_Release(&table_out);
    return result;
}

/* (float)log1p(n) for the counts most features have, computed once */
#define LOG1P_KNOWN 64
static float log1p_known[LOG1P_KNOWN];

/* sums[c] += weight * row[c] for the float16 row, widened exactly by the F16C
   instruction, eight a step (x86-64 processors since 2012; checked at run time). */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#include <immintrin.h>
#define HAVE_F16C_PATH 1
__attribute__((target("avx,f16c"))) static void add_row_f16c(float *sums, const uint16_t *row,
                                                            float weight, Py_ssize_t classes)
{
    __m256 scale = _mm256_set1_ps(weight);
    Py_ssize_t c = 0;
    for (; c + 8 <= classes; c += 8) {
        __m256 values = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(row + c)));
        __m256 total = _mm256_loadu_ps(sums + c);
        _mm256_storeu_ps(sums + c, _mm256_add_ps(total, _mm256_mul_ps(scale, values)));
    }
    for (; c < classes; c++) { /* the last few, one at a time, as exactly */
        uint32_t bits = half_to_bits(row[c]);
        float value;
        memcpy(&value, &bits, 4);
        sums[c] += weight * value;
    }
}

static int has_f16c = -1;
static int f16c_usable(void) { return CPU_HAS(has_f16c, "avx", "f16c"); }
#endif

/* langid_classify(data, nextmove, states, ptc, classes, window, pc, aliases, row_bound,
                   pc_bound) -> index of the class, or -1

   language._Walk.classify without NumPy: the walk, counts and rows of langid_rows, then
   each class's score sum_j log1p(count_j) * row_j[c] + pc[c] summed here in float32, the
   aliased columns merged as py3langid merges them (`aliases`: int32 pairs first, second),
   and the best class: no widened rows written out, no NumPy call. NumPy's product sums
   in another order (BLAS). Both sums of k rows lie within (k + 3) * u * (R * sum_j w_j +
   P) of the exact one (u = 2^-24, float32's unit roundoff; R the largest |value| of the
   table, P of pc; log1p's float32 rounding is one of the k + 3), so they differ by less
   than `error` below; `row_bound` is u * R and `pc_bound` u * P (the caller's). Where
   the two best classes lie within twice that, -1: the caller then takes NumPy's scores,
   so the class is always the one py3langid's scores give. Any half that is not a normal
   number (the model holds none) gives -1 too. */
/* What langid_classify is handed after the sample (langid_model keeps one for
   document_signals). */
typedef struct {
    Py_buffer nextmove, states, ptc, pc, aliases;
    Py_ssize_t classes, window;
    double bound, pc_bound;
} LangidModel;

#define LANGID_MODEL_FORMAT "y*y*y*nny*y*dd"
#define LANGID_MODEL_FIELDS(m)                                                               \
    &(m).nextmove, &(m).states, &(m).ptc, &(m).classes, &(m).window, &(m).pc, &(m).aliases,  \
        &(m).bound, &(m).pc_bound

static void langid_model_release(LangidModel *m)
{
    PyBuffer_Release(&m->nextmove);
    PyBuffer_Release(&m->states);
    PyBuffer_Release(&m->ptc);
    PyBuffer_Release(&m->pc);
    PyBuffer_Release(&m->aliases);
}

/* langid_classify's computation on the sample's bytes: the class's index, -1, or NULL
   with an error. */
static PyObject *langid_class_core(const Py_buffer *data, const LangidModel *m)
{
    PyObject *result = NULL;
    Py_ssize_t classes = m->classes, window = m->window;
    double bound = m->bound, pc_bound = m->pc_bound;
    LangidWalk walk = langid_tables(data, &m->nextmove, &m->states, &m->ptc, classes, window);
    const uint16_t *table = walk.table;
    const float *pc = m->pc.buf;
    const int32_t *aliases = m->aliases.buf;
    Py_ssize_t alias_count = m->aliases.len / 8, size = walk.size;
    Table seen = {0};
    int32_t *features = NULL, *current = NULL;
    double *scores = NULL;
    float *sums = NULL;
    uint32_t *row_bits = NULL;
    if (classes <= 0 || window <= 0 || walk.states <= 0 || m->pc.len != classes * 4) {
        PyErr_SetString(PyExc_ValueError, "langid_classify: tables of unexpected sizes");
        goto done;
    }
    for (Py_ssize_t a = 0; a < 2 * alias_count; a++)
        if (aliases[a] < 0 || aliases[a] >= classes) {
            PyErr_SetString(PyExc_ValueError, "langid_classify: an alias beyond the classes");
            goto done;
        }
    features = PyMem_Malloc((size + 1) * sizeof(int32_t));
    current = PyMem_Malloc((size + 1) * sizeof(int32_t));
    scores = PyMem_Malloc(classes * sizeof(double));
    sums = PyMem_Malloc(classes * sizeof(float));
    row_bits = PyMem_Malloc(classes * sizeof(uint32_t));
    if (!features || !current || !scores || !sums || !row_bits ||
        table_init(&seen, size + 1) < 0) {
        PyErr_NoMemory();
        goto done;
    }
    Py_ssize_t distinct =
        langid_walk("langid_classify", &walk, &seen, features, current);
    if (distinct < 0)
        goto done;
    if (distinct == 0) { /* every score the floor: NumPy's argmax is the first class */
        result = PyLong_FromLong(0);
        goto done;
    }
    for (Py_ssize_t c = 0; c < classes; c++)
        sums[c] = 0.0f;
    double weights = 0.0;
    uint32_t special = 0;
    for (Py_ssize_t j = 0; j < distinct; j++) {
        size_t slot = table_slot(&seen, (uint64_t)features[j]);
        int32_t visits = seen.slots[slot].count;
        float weight = visits < LOG1P_KNOWN ? log1p_known[visits] : (float)log1p((double)visits);
        weights += weight;
        const uint16_t *source = table + (size_t)features[j] * classes;
#ifdef HAVE_F16C_PATH
        if (f16c_usable()) { /* exact for every half: infinities and NaN show in the sums */
            add_row_f16c(sums, source, weight, classes);
            continue;
        }
#endif
        /* two loops the compiler vectorizes: the halves widened (normal numbers by a
           shift and an add; any other makes the row special), then the sums */
        for (Py_ssize_t c = 0; c < classes; c++) {
            uint32_t half = source[c], exponent = half & 0x7C00u;
            special |= (uint32_t)(exponent == 0) | (uint32_t)(exponent == 0x7C00u);
            row_bits[c] = ((half & 0x8000u) << 16) | (((half & 0x7FFFu) << 13) + 0x38000000u);
        }
        const float *row = (const float *)row_bits;
        for (Py_ssize_t c = 0; c < classes; c++)
            sums[c] += weight * row[c];
    }
    if (special) {
        result = PyLong_FromLong(-1);
        goto done;
    }
    for (Py_ssize_t c = 0; c < classes; c++) {
        scores[c] = (double)sums[c] + (double)pc[c];
        if (!isfinite(scores[c])) { /* a table or pc beyond the bound's reasoning */
            result = PyLong_FromLong(-1);
            goto done;
        }
    }
    for (Py_ssize_t a = 0; a < alias_count; a++) {
        Py_ssize_t first = aliases[2 * a], second = aliases[2 * a + 1];
        if (scores[second] > scores[first])
            scores[first] = scores[second];
        scores[second] = -HUGE_VAL;
    }
    Py_ssize_t best = 0;
    for (Py_ssize_t c = 1; c < classes; c++)
        if (scores[c] > scores[best])
            best = c;
    double runner_up = -HUGE_VAL;
    for (Py_ssize_t c = 0; c < classes; c++)
        if (c != best && scores[c] > runner_up)
            runner_up = scores[c];
    /* how far NumPy's float32 scores may lie from these, on each class (above) */
    double error = 2.0 * ((double)(distinct + 4) * (bound * weights + pc_bound));
    result = PyLong_FromSsize_t(scores[best] - runner_up > 2.0 * error ? best : -1);
done:
    PyMem_Free(features);
    PyMem_Free(current);
    PyMem_Free(scores);
    PyMem_Free(sums);
    PyMem_Free(row_bits);
    table_free(&seen);
    return result;
}

static PyObject *langid_classify(PyObject *self, PyObject *args)
{
    Py_buffer data;
    LangidModel m;
    if (!PyArg_ParseTuple(args, "y*" LANGID_MODEL_FORMAT, &data, LANGID_MODEL_FIELDS(m)))
        return NULL;
    PyObject *result = langid_class_core(&data, &m);
    PyBuffer_Release(&data);
    langid_model_release(&m);
    return result;
}

/* langid_model(nextmove, states, ptc, classes, window, pc, aliases, row_bound, pc_bound)
   -> None: the tables document_signals classifies with from now on (held until replaced) */
static LangidModel kept_model;
static int kept_model_set = 0;

static PyObject *langid_model(PyObject *self, PyObject *args)
{
    LangidModel m;
    if (!PyArg_ParseTuple(args, LANGID_MODEL_FORMAT, LANGID_MODEL_FIELDS(m)))
        return NULL;
    if (kept_model_set)
        langid_model_release(&kept_model);
    kept_model = m;
    kept_model_set = 1;
    Py_RETURN_NONE;
}

/* The language sample of `text` (language.sample_of: `chars` characters from its middle)
   as py3langid's _encode gives its bytes, into `bytes` (room for 3 * `chars`): its
   length, or -1 where this way cannot tell (a character from U+0300 on, where NFC could
   compose, or a sample whose cased characters are all capitals, which _encode lowers):
   the caller's Python then decides. Below U+0300 every character is its own NFC form
   and two of them never compose. Also whether the sample has `needed` letters. */
static Py_ssize_t language_sample_bytes(PyObject *text, Py_ssize_t chars, Py_ssize_t needed,
                                        unsigned char *bytes, int *enough)
{
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t length = PyUnicode_GET_LENGTH(text);
    Py_ssize_t start = length / 2 - chars / 2 > 0 ? length / 2 - chars / 2 : 0;
    Py_ssize_t stop = start + chars < length ? start + chars : length, size = 0, letters = 0;
    int upper = 0, other_cased = 0;
    for (Py_ssize_t i = start; i < stop; i++) {
        Py_UCS4 ch = PyUnicode_READ(kind, data, i);
        if (ch >= 0x300)
            return -1;
        if (Py_UNICODE_ISUPPER(ch))
            upper = 1;
        else if (Py_UNICODE_ISLOWER(ch) || Py_UNICODE_ISTITLE(ch))
            other_cased = 1;
        letters += is_letter(ch);
        if (ch < 0x80) {
            bytes[size++] = (unsigned char)ch;
        } else {
            bytes[size++] = (unsigned char)(0xC0 | (ch >> 6));
            bytes[size++] = (unsigned char)(0x80 | (ch & 0x3F));
        }
    }
    if (upper && !other_cased) /* str.isupper(): _encode lowers it */
        return -1;
    *enough = letters >= needed;
    return size;
}

/* document_signals(text, doc_words, line sizes (6), quality_sample, fold, language_chars,
                    letters_needed) -> (line table, reason, figure, class)

   A one-piece document's three steps in one call (C4 off): `line table` as line_table
   gives it; `reason` and `figure` as gopher_verdict gives them for quality_sample (None:
   quality off, reason QUALITY_IN_PYTHON), QUALITY_IN_PYTHON also where gopher_verdict would return NotImplemented
   or None; `class` langid_classify's on the language sample of `language_chars`
   characters, found and encoded here (language_sample_bytes; the model of langid_model),
   LANGUAGE_UNSURE where it is not sure or no model was given, LANGUAGE_FEW_LETTERS where
   the sample has fewer than `letters_needed` letters, LANGUAGE_NOT_JUDGED where not judged
   (language_chars None, or the quality rules removed the document), LANGUAGE_IN_PYTHON
   where the sample is left to the caller's Python (language.identify). The codes are
   exported under these names; corpus/native.py names them for Python. */
#define QUALITY_IN_PYTHON (-1)
#define LANGUAGE_UNSURE (-1)
#define LANGUAGE_FEW_LETTERS (-2)
#define LANGUAGE_NOT_JUDGED (-3)
#define LANGUAGE_IN_PYTHON (-4)

static PyObject *document_signals(PyObject *self, PyObject *args)
{
    PyObject *text, *quality_sample, *fold_obj, *language_chars;
    Py_ssize_t doc_words, needed, p[6];
    if (!PyArg_ParseTuple(args, "Un" LINE_FORMAT "OOOn", &text, &doc_words, &p[0], &p[1],
                          &p[2], &p[3], &p[4], &p[5], &quality_sample, &fold_obj,
                          &language_chars, &needed))
        return NULL;
    int reason = QUALITY_IN_PYTHON;
    double figure = 0.0;
    Py_ssize_t language = LANGUAGE_NOT_JUDGED;
    PyObject *lines = line_table_core(text, LINE_SIZES(p));
    if (!lines)
        return NULL;
    if (quality_sample != Py_None) {
        Py_buffer fold;
        if (!PyUnicode_Check(quality_sample) ||
            PyObject_GetBuffer(fold_obj, &fold, PyBUF_SIMPLE) < 0) {
            PyErr_SetString(PyExc_TypeError, "document_signals: a str and a fold table");
            goto failed;
        }
        PyObject *found = gopher_core(quality_sample, doc_words, &fold, &reason, &figure);
        PyBuffer_Release(&fold);
        if (!found)
            goto failed;
        if (found != Py_True)
            reason = QUALITY_IN_PYTHON;
        Py_DECREF(found);
    }
    if (language_chars != Py_None && reason <= 0) {
        Py_ssize_t chars = PyLong_Check(language_chars) ? PyLong_AsSsize_t(language_chars) : -1;
        if (chars < 0 || chars > 256) {
            PyErr_SetString(PyExc_ValueError, "document_signals: a sample of 0..256 characters");
            goto failed;
        }
        unsigned char here[3 * 256]; /* the sample's bytes: two at most a character */
        int enough = 0;
        Py_buffer data;
        memset(&data, 0, sizeof(data));
        data.buf = here;
        data.len = language_sample_bytes(text, chars, needed, here, &enough);
        if (data.len < 0) {
            language = LANGUAGE_IN_PYTHON;
        } else if (!enough) {
            language = LANGUAGE_FEW_LETTERS;
        } else if (!kept_model_set) {
            language = LANGUAGE_UNSURE;
        } else {
            PyObject *found = langid_class_core(&data, &kept_model);
            if (!found)
                goto failed;
            language = PyLong_AsSsize_t(found);
            Py_DECREF(found);
        }
    }
    return Py_BuildValue("(Nidn)", lines, reason, figure, language);
failed:
    Py_DECREF(lines);
    return NULL;
}

/* cpu_path(name, wanted) -> bool: whether a processor-specific path is taken from now on
   ("f16c": langid_classify widens the rows by the F16C instruction; "clmul": line
   fingerprints fold their CRC-32 by carry-less multiplication), where `wanted` and the
   processor has it; `wanted` false: the portable way, which the tests hold to the same
   results. False where this build has no such path. */
static PyObject *cpu_path(PyObject *self, PyObject *args)
{
    const char *name;
    int wanted;
    if (!PyArg_ParseTuple(args, "sp", &name, &wanted))
        return NULL;
    int *flag = NULL, (*usable)(void) = NULL;
    if (strcmp(name, "f16c") && strcmp(name, "clmul")) {
        PyErr_Format(PyExc_ValueError, "cpu_path: no path %s", name);
        return NULL;
    }
#ifdef HAVE_F16C_PATH
    if (!strcmp(name, "f16c"))
        flag = &has_f16c, usable = f16c_usable;
#endif
#ifdef HAVE_CLMUL_PATH
    if (!strcmp(name, "clmul"))
        flag = &has_clmul, usable = clmul_usable;
#endif
    if (!usable)
        return PyBool_FromLong(0);
    *flag = -1;
    *flag = wanted ? usable() : 0;
    return PyBool_FromLong(*flag);
}

static PyMethodDef methods[] = {
    {"cpu_path", cpu_path, METH_VARARGS, NULL},
    {"word_figures", word_figures, METH_VARARGS, "The Gopher rules' word and n-gram figures."},
    {"part_figures", part_figures, METH_VARARGS, "Repeated paragraphs and lines."},
    {"gopher_limits", gopher_limits, METH_VARARGS, "The Gopher rules' thresholds, once."},
    {"gopher_verdict", gopher_verdict, METH_VARARGS, "The Gopher verdict in one call."},
    {"line_fingerprints", line_fingerprints, METH_VARARGS, "Line fingerprints and sizes."},
    {"line_table", line_table, METH_VARARGS, "A one-piece document's line table."},
    {"utf8_length", utf8_length, METH_VARARGS, "The UTF-8 bytes of a text, counted."},
    {"letters_at_least", letters_at_least, METH_VARARGS, "Whether enough letters."},
    {"langid_rows", langid_rows, METH_VARARGS, "py3langid's walk, counts and rows."},
    {"langid_classify", langid_classify, METH_VARARGS, "py3langid's class, where sure."},
    {"langid_model", langid_model, METH_VARARGS, "The tables document_signals classifies with."},
    {"document_signals", document_signals, METH_VARARGS, "A one-piece document's steps."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_native", "The cleaning steps' per-document loops in C.", -1, methods,
    NULL, NULL, NULL, NULL,
};

/* What corpus/native.py checks before it hands this module out: raised with any change to a
   function's arguments or results, with the same number there. */
#define VERSION 7

PyMODINIT_FUNC PyInit__native(void)
{
    crc_init();
    lines_init();
    classes_init();
    for (int n = 0; n < LOG1P_KNOWN; n++)
        log1p_known[n] = (float)log1p((double)n);
    PyObject *created = PyModule_Create(&module);
    if (created &&
        (PyModule_AddIntConstant(created, "VERSION", VERSION) < 0 ||
         PyModule_AddIntMacro(created, QUALITY_IN_PYTHON) < 0 ||
         PyModule_AddIntMacro(created, LANGUAGE_UNSURE) < 0 ||
         PyModule_AddIntMacro(created, LANGUAGE_FEW_LETTERS) < 0 ||
         PyModule_AddIntMacro(created, LANGUAGE_NOT_JUDGED) < 0 ||
         PyModule_AddIntMacro(created, LANGUAGE_IN_PYTHON) < 0)) {
        Py_DECREF(created);
        return NULL;
    }
    return created;
}
