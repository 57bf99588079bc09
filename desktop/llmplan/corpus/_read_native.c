/* The read path's per-document loops in C: what a worker does to every text besides
   counting its tokens (issue 20: a scan with duplicate search at half the tokenizer's own
   speed).

   An optional accelerator: each function has a Python/NumPy twin (casefold.py, dedupe.py,
   pieces.py, extract/decoding.py) that gives the same result, and the package works
   without this module where no C compiler built it (native.py imports it;
   tests/corpus/test_read_native.py compares the two).

   - load_tables: casefold.py's BMP tables (fold, first, second, third, suspect), copied
     once per process (built by Python's own unicodedata, so both ways fold alike);
   - normalize_into: casefold.normalized (NFC, case-folding, whitespace collapsed, as
     UTF-16-LE) read straight from the str's own code units, and the shingles of the result
     folded into a MinHash signature (dedupe.minhash_update); None where NFC could change
     the text or a character lies beyond the BMP: Python's own functions decide there;
   - shingle_into: dedupe.minhash_update on normalized UTF-16-LE bytes;
   - count_words: dedupe.count_words (ASCII whitespace-separated words);
   - cut_position: pieces.cut_position (where a long text is cut for the tokenizer);
   - control_bytes: what extract/decoding.py's binary check counts in a range of bytes. */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>
#if defined(_MSC_VER)
#include <intrin.h>
#endif
#if defined(__SSE2__) || defined(_M_X64) || (defined(_M_IX86_FP) && _M_IX86_FP >= 2)
#include <emmintrin.h>
#define HAVE_SSE2 1 /* eight UTF-16 units at a time; elsewhere one by one, the same result */
#endif

#define SPACE 32
#define MARK 0xFFFF  /* fold table value: several characters, or ask Python (suspect) */
#define SHINGLE_WORDS 5
#define GOLDEN 0x9E3779B97F4A7C15ULL
#define MIX1 0xBF58476D1CE4E5B9ULL
#define MIX2 0x94D049BB133111EBULL
#define SHINGLE_BASE 0x100000001B3ULL
/* powers within a block of units from a table, across blocks by one multiplication */
#define BLOCK_BITS 12
#define BLOCK (1 << BLOCK_BITS)

static uint16_t fold_table[65536];
static uint16_t first_table[65536];
static uint16_t second_table[65536];
static uint16_t third_table[65536];
static uint8_t suspect_table[65536];
static int tables_loaded = 0;

static uint64_t power_block[BLOCK + 1];   /* P^j, j <= BLOCK */
static uint64_t inverse_block[BLOCK + 1]; /* P^-j */
static uint64_t power_of_block;       /* P^BLOCK */
static uint64_t inverse_of_block;     /* P^-BLOCK */

static uint64_t inverse_mod_2_64(uint64_t odd)
{
    uint64_t x = odd; /* Newton's iteration: each step doubles the correct low bits */
    for (int i = 0; i < 6; i++)
        x *= 2 - odd * x;
    return x;
}

static void powers_init(void)
{
    uint64_t inverse = inverse_mod_2_64(SHINGLE_BASE);
    power_block[0] = inverse_block[0] = 1;
    for (int j = 1; j <= BLOCK; j++) {
        power_block[j] = power_block[j - 1] * SHINGLE_BASE;
        inverse_block[j] = inverse_block[j - 1] * inverse;
    }
    power_of_block = power_block[BLOCK];
    inverse_of_block = inverse_block[BLOCK];
}

static inline uint64_t mix64(uint64_t z)
{
    z += GOLDEN;
    z ^= z >> 30;
    z *= MIX1;
    z ^= z >> 27;
    z *= MIX2;
    z ^= z >> 31;
    return z;
}

static inline int lowest_bit(uint64_t bits)
{
#if defined(_MSC_VER)
    unsigned long index;
    _BitScanForward64(&index, bits);
    return (int)index;
#else
    return __builtin_ctzll(bits);
#endif
}

/* Set bits of the even positions of a 16-bit mask (one a lane of movemask's two). */
static inline int lanes_set(uint32_t bits)
{
    bits &= 0x5555;
    bits = (bits & 0x3333) + ((bits >> 2) & 0x3333);
    bits = (bits + (bits >> 4)) & 0x0F0F;
    return (int)((bits + (bits >> 8)) & 0x1F);
}

/* The unit at `index` of UTF-16-LE bytes (any alignment). */
static inline uint16_t unit_at(const unsigned char *bytes, Py_ssize_t index)
{
    uint16_t unit;
    memcpy(&unit, bytes + 2 * index, 2);
#if PY_BIG_ENDIAN
    unit = (uint16_t)((unit >> 8) | (unit << 8));
#endif
    return unit;
}

static inline void set_unit(unsigned char *bytes, Py_ssize_t index, uint16_t unit)
{
#if PY_BIG_ENDIAN
    unit = (uint16_t)((unit >> 8) | (unit << 8));
#endif
    memcpy(bytes + 2 * index, &unit, 2);
}

/* A writable signature: contiguous uint64 values. */
static int signature_buffer(PyObject *object, Py_buffer *view)
{
    if (PyObject_GetBuffer(object, view, PyBUF_WRITABLE | PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0)
        return -1;
    if (view->itemsize != 8 || view->len < 8 || !view->format ||
        (strcmp(view->format, "Q") && strcmp(view->format, "<Q") && strcmp(view->format, "=Q") &&
         strcmp(view->format, "L") && strcmp(view->format, "<L") && strcmp(view->format, "=L"))) {
        PyBuffer_Release(view);
        PyErr_SetString(PyExc_TypeError, "the signature must be a uint64 array");
        return -1;
    }
    return 0;
}

/* A word's start: where it is, and the prefix sum and P^-start there, in the frame of the
   block it was found in (the common case: a shingle within one block needs no more). */
typedef struct {
    Py_ssize_t at;
    Py_ssize_t block;  /* the block's number */
    uint64_t within;   /* prefix sum from the block's start */
    uint64_t inverse;  /* P^-(at - block start) */
} WordStart;

/* Per block: the prefix sum at its start, P^start and P^-start. */
typedef struct {
    uint64_t sum;
    uint64_t power;
    uint64_t inverse;
} BlockBase;

typedef struct {
    uint64_t *signature;
    Py_ssize_t bins;
    int shift;        /* log2(bins) when bins is a power of two, else -1 */
} Signature;

static inline void sign(const Signature *signature, uint64_t hash)
{
    hash = mix64(hash);
    Py_ssize_t bin;
    uint64_t value;
    if (signature->shift >= 0) {
        bin = (Py_ssize_t)(hash & (uint64_t)(signature->bins - 1));
        value = hash >> signature->shift;
    } else {
        bin = (Py_ssize_t)(hash % (uint64_t)signature->bins);
        value = hash / (uint64_t)signature->bins;
    }
    if (value < signature->signature[bin])
        signature->signature[bin] = value;
}

/* The polynomial of units[first->at : end] from the prefix sums (end in block `block`,
   `within` its prefix sum there), plus its length x golden. */
static inline uint64_t range_hash(const WordStart *first, Py_ssize_t end, Py_ssize_t block,
                                  uint64_t within, const BlockBase *bases)
{
    uint64_t hash;
    if (first->block == block) {
        hash = (within - first->within) * first->inverse;
    } else { /* across blocks: the absolute prefix sums and P^-start */
        const BlockBase *from = &bases[first->block], *to = &bases[block];
        uint64_t start_sum = from->sum + from->power * first->within;
        uint64_t end_sum = to->sum + to->power * within;
        hash = (end_sum - start_sum) * (from->inverse * first->inverse);
    }
    return hash + (uint64_t)(end - first->at) * GOLDEN;
}

/* Bit k - start set where units[k] is a space (stop - start <= 64). */
static inline uint64_t space_bits(const unsigned char *units, Py_ssize_t start, Py_ssize_t stop)
{
    uint64_t bits = 0;
    Py_ssize_t k = start;
#ifdef HAVE_SSE2
    const __m128i space = _mm_set1_epi16(SPACE);
    for (; k + 16 <= stop; k += 16) {
        __m128i low = _mm_cmpeq_epi16(_mm_loadu_si128((const __m128i *)(units + 2 * k)), space);
        __m128i high =
            _mm_cmpeq_epi16(_mm_loadu_si128((const __m128i *)(units + 2 * k + 16)), space);
        uint64_t sixteen = (uint64_t)(uint32_t)_mm_movemask_epi8(_mm_packs_epi16(low, high));
        bits |= sixteen << (k - start);
    }
#endif
    for (; k < stop; k++)
        bits |= (uint64_t)(unit_at(units, k) == SPACE) << (k - start);
    return bits;
}

/* dedupe.minhash_update: the word 5-shingles of `count` normalized units (single spaces
   between words, none at either end), each hashed as the polynomial of its units
   (prefix sums of u_k P^k, scaled back by P^-start, plus length x golden), mixed by
   splitmix64, into bin (hash mod bins) keeping the least (hash div bins). A text of
   fewer words is one shingle. Prefix sums and powers are kept per block of units, so
   the tables stay small and a shingle within a block costs one multiplication. */
static int shingle_units(const unsigned char *units, Py_ssize_t count, uint64_t *signature,
                         Py_ssize_t bins)
{
    if (count == 0)
        return 0;
    Signature target = {signature, bins, -1};
    for (int shift = 0; shift < 63; shift++)
        if (((Py_ssize_t)1 << shift) == bins)
            target.shift = shift;
    Py_ssize_t blocks = (count + BLOCK - 1) / BLOCK + 1;
    BlockBase *bases = PyMem_Malloc((size_t)blocks * sizeof(BlockBase));
    if (!bases) {
        PyErr_NoMemory();
        return -1;
    }
    uint64_t within[BLOCK]; /* prefix sums within the block, before each unit */
    WordStart ring[SHINGLE_WORDS] = {{0, 0, 0, 1}}; /* the last words' starts */
    int slot = 1;              /* (words + 1) mod SHINGLE_WORDS */
    Py_ssize_t words = 0;      /* words ended so far */
    bases[0].sum = 0;
    bases[0].power = 1;
    bases[0].inverse = 1;
    Py_ssize_t number = 0;
    for (Py_ssize_t block = 0; block < count; block += BLOCK, number++) {
        Py_ssize_t stop = block + BLOCK < count ? block + BLOCK : count;
        uint64_t sum = 0;
        for (Py_ssize_t chunk = block; chunk < stop; chunk += 64) {
            Py_ssize_t chunk_stop = chunk + 64 < stop ? chunk + 64 : stop;
            uint64_t spaces = space_bits(units, chunk, chunk_stop);
            Py_ssize_t k = chunk;
            for (; k + 4 <= chunk_stop; k += 4) { /* (unrolled: the loop's own count halves) */
                Py_ssize_t j = k - block;
                uint64_t first = (uint64_t)unit_at(units, k) * power_block[j];
                uint64_t second = (uint64_t)unit_at(units, k + 1) * power_block[j + 1];
                uint64_t third = (uint64_t)unit_at(units, k + 2) * power_block[j + 2];
                uint64_t fourth = (uint64_t)unit_at(units, k + 3) * power_block[j + 3];
                within[j] = sum;
                within[j + 1] = sum += first;
                within[j + 2] = sum += second;
                within[j + 3] = sum += third;
                sum += fourth;
            }
            for (; k < chunk_stop; k++) {
                within[k - block] = sum;
                sum += (uint64_t)unit_at(units, k) * power_block[k - block];
            }
            while (spaces) {
                Py_ssize_t at = chunk + lowest_bit(spaces);
                spaces &= spaces - 1;
                Py_ssize_t j = at - block;
                /* a word ends here: the shingle of the last SHINGLE_WORDS words, once
                   there are as many (word w starts in slot w mod SHINGLE_WORDS: the
                   shingle's first word's slot then takes the next word) */
                if (++words >= SHINGLE_WORDS)
                    sign(&target, range_hash(&ring[slot], at, number, within[j], bases));
                /* the next word starts after the space (perhaps at the block's end) */
                ring[slot].at = at + 1;
                ring[slot].block = number;
                ring[slot].within = within[j] + SPACE * power_block[j];
                ring[slot].inverse = inverse_block[j + 1];
                slot = slot + 1 == SHINGLE_WORDS ? 0 : slot + 1;
            }
        }
        bases[number + 1].sum = bases[number].sum + bases[number].power * sum;
        bases[number + 1].power = bases[number].power * power_of_block;
        bases[number + 1].inverse = bases[number].inverse * inverse_of_block;
    }
    /* the last word ends at the text's end: in the frame of the block after the last */
    words++;
    const WordStart *first = words >= SHINGLE_WORDS ? &ring[slot] : &ring[0];
    sign(&target, range_hash(first, count, number, 0, bases));
    PyMem_Free(bases);
    return 0;
}

static PyObject *load_tables(PyObject *self, PyObject *args)
{
    PyObject *objects[5];
    if (!PyArg_ParseTuple(args, "OOOOO", &objects[0], &objects[1], &objects[2], &objects[3],
                          &objects[4]))
        return NULL;
    void *targets[5] = {fold_table, first_table, second_table, third_table, suspect_table};
    Py_ssize_t sizes[5] = {2, 2, 2, 2, 1};
    for (int i = 0; i < 5; i++) {
        Py_buffer view;
        if (PyObject_GetBuffer(objects[i], &view, PyBUF_C_CONTIGUOUS) < 0)
            return NULL;
        if (view.len != 65536 * sizes[i]) {
            PyBuffer_Release(&view);
            PyErr_SetString(PyExc_ValueError, "a table of the 65,536 BMP code units expected");
            return NULL;
        }
        memcpy(targets[i], view.buf, (size_t)view.len);
        PyBuffer_Release(&view);
    }
    tables_loaded = 1;
    Py_RETURN_NONE;
}

/* The str's code units folded, whitespace runs as one space (none at either end), into
   `output` (room for `*capacity` units, grown when a character folds to several); the
   number of units, or -1 with an error set, or -2 when Python's functions must decide (a
   character NFC may change, or one beyond the BMP). Branch-free per character but for the
   rare ones the fold table marks (a branch per space would mispredict at every word);
   with SSE2, eight ASCII characters without a repeated space at a time. The output keeps
   room for the rest of the input: capacity - count >= length - i throughout. */
#define NORMALIZE_ONE(TYPE)                                                                    \
    {                                                                                          \
        uint16_t code = (uint16_t)chars[i];                                                    \
        uint16_t value = fold_table[code];                                                     \
        if (value == MARK) {                                                                   \
            if (suspect_table[code])                                                           \
                return -2;                                                                     \
            if (count + 3 + (length - i) > *capacity) {                                        \
                Py_ssize_t grown = 2 * (count + 3 + (length - i));                             \
                if (_PyBytes_Resize(output, 2 * grown) < 0)                                    \
                    return -1;                                                                 \
                *capacity = grown;                                                             \
                bytes = (unsigned char *)PyBytes_AS_STRING(*output);                           \
            }                                                                                  \
            words += after_space;                                                              \
            after_space = 0;                                                                   \
            set_unit(bytes, count++, first_table[code]);                                       \
            set_unit(bytes, count++, second_table[code]);                                      \
            if (third_table[code])                                                             \
                set_unit(bytes, count++, third_table[code]);                                   \
        } else {                                                                               \
            int space = value == SPACE;                                                        \
            set_unit(bytes, count, value);                                                     \
            count += !(space & after_space);                                                   \
            words += (!space) & after_space;                                                   \
            after_space = space;                                                               \
        }                                                                                      \
    }

#ifdef HAVE_SSE2
/* Eight ASCII characters (as 16-bit lanes) folded and stored at out[count], when none is
   beyond ASCII and no space follows a space (nor the text's start): returns 0 otherwise,
   having stored nothing. */
static inline int ascii_eight(__m128i chars, unsigned char *bytes, Py_ssize_t *count,
                              Py_ssize_t *words, int *after_space)
{
    const __m128i zero = _mm_setzero_si128();
    __m128i beyond = _mm_and_si128(chars, _mm_set1_epi16((short)0xFF80));
    if (_mm_movemask_epi8(_mm_cmpeq_epi16(beyond, zero)) != 0xFFFF)
        return 0;
    const __m128i space = _mm_set1_epi16(SPACE);
    __m128i white = _mm_or_si128(
        _mm_cmpeq_epi16(chars, space),
        _mm_and_si128(_mm_cmpgt_epi16(chars, _mm_set1_epi16(8)),
                      _mm_cmplt_epi16(chars, _mm_set1_epi16(14))));
    int white_bits = _mm_movemask_epi8(white); /* two bits a lane */
    int after_bits = ((white_bits << 2) | (*after_space ? 3 : 0)) & 0xFFFF;
    if (white_bits & after_bits)
        return 0;
    __m128i upper = _mm_and_si128(_mm_cmpgt_epi16(chars, _mm_set1_epi16('A' - 1)),
                                  _mm_cmplt_epi16(chars, _mm_set1_epi16('Z' + 1)));
    __m128i folded = _mm_or_si128(chars, _mm_and_si128(upper, _mm_set1_epi16(0x20)));
    folded = _mm_or_si128(_mm_andnot_si128(white, folded), _mm_and_si128(white, space));
    _mm_storeu_si128((__m128i *)(bytes + 2 * *count), folded);
    *count += 8;
    *words += lanes_set((uint32_t)(~white_bits & after_bits));
    *after_space = (white_bits >> 14) & 1;
    return 1;
}

#define LOAD_EIGHT_UCS1(p) _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(p)), _mm_setzero_si128())
#define LOAD_EIGHT_UCS2(p) _mm_loadu_si128((const __m128i *)(p))
#define NORMALIZE_LOOP(TYPE, LOAD)                                                             \
    {                                                                                          \
        const TYPE *chars = (const TYPE *)data;                                                \
        Py_ssize_t i = 0;                                                                      \
        while (i < length) {                                                                   \
            if (i + 8 <= length &&                                                             \
                ascii_eight(LOAD(chars + i), bytes, &count, &words, &after_space)) {           \
                i += 8;                                                                        \
                continue;                                                                      \
            }                                                                                  \
            Py_ssize_t stop = i + 8 < length ? i + 8 : length;                                 \
            for (; i < stop; i++)                                                              \
                NORMALIZE_ONE(TYPE)                                                            \
        }                                                                                      \
    }
#else
#define NORMALIZE_LOOP(TYPE, LOAD)                                                             \
    {                                                                                          \
        const TYPE *chars = (const TYPE *)data;                                                \
        for (Py_ssize_t i = 0; i < length; i++)                                                \
            NORMALIZE_ONE(TYPE)                                                                \
    }
#endif

static Py_ssize_t fold_units(PyObject *text, PyObject **output, Py_ssize_t *capacity,
                             Py_ssize_t *word_count)
{
    Py_ssize_t length = PyUnicode_GET_LENGTH(text);
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    unsigned char *bytes = (unsigned char *)PyBytes_AS_STRING(*output);
    Py_ssize_t count = 0, words = 0;
    int after_space = 1; /* the text's start counts as a space: leading ones are dropped */
    if (kind == PyUnicode_4BYTE_KIND)
        return -2; /* beyond the BMP: surrogate pairs, which the tables leave to Python */
    if (kind == PyUnicode_1BYTE_KIND)
        NORMALIZE_LOOP(Py_UCS1, LOAD_EIGHT_UCS1)
    else
        NORMALIZE_LOOP(Py_UCS2, LOAD_EIGHT_UCS2)
    if (count > 0 && unit_at(bytes, count - 1) == SPACE)
        count--; /* a trailing space */
    *word_count = words;
    return count;
}

static PyObject *normalized_bytes(PyObject *text, Py_ssize_t *word_count)
{
    /* every unit once; a character folding to several grows it */
    Py_ssize_t capacity = PyUnicode_GET_LENGTH(text) + 1;
    PyObject *output = PyBytes_FromStringAndSize(NULL, 2 * capacity);
    if (!output)
        return NULL;
    Py_ssize_t count = fold_units(text, &output, &capacity, word_count);
    if (count < 0) {
        Py_XDECREF(output); /* NULL after a failed resize */
        return NULL;
    }
    if (_PyBytes_Resize(&output, 2 * count) < 0)
        return NULL;
    return output;
}

static PyObject *normalize_into(PyObject *self, PyObject *args)
{
    PyObject *text, *signature_object;
    if (!PyArg_ParseTuple(args, "UO", &text, &signature_object))
        return NULL;
    if (!tables_loaded) {
        PyErr_SetString(PyExc_RuntimeError, "load_tables was not called");
        return NULL;
    }
    Py_ssize_t words = 0;
    PyObject *normalized = normalized_bytes(text, &words);
    if (!normalized) {
        if (PyErr_Occurred())
            return NULL;
        Py_RETURN_NONE;
    }
    Py_buffer view;
    if (signature_buffer(signature_object, &view) < 0) {
        Py_DECREF(normalized);
        return NULL;
    }
    int failed = shingle_units((const unsigned char *)PyBytes_AS_STRING(normalized),
                               PyBytes_GET_SIZE(normalized) / 2, (uint64_t *)view.buf,
                               view.len / 8);
    PyBuffer_Release(&view);
    if (failed) {
        Py_DECREF(normalized);
        return NULL;
    }
    return Py_BuildValue("(Nn)", normalized, words);
}

static PyObject *shingle_into(PyObject *self, PyObject *args)
{
    Py_buffer units, view;
    PyObject *signature_object;
    if (!PyArg_ParseTuple(args, "y*O", &units, &signature_object))
        return NULL;
    if (signature_buffer(signature_object, &view) < 0) {
        PyBuffer_Release(&units);
        return NULL;
    }
    int failed = shingle_units((const unsigned char *)units.buf, units.len / 2,
                               (uint64_t *)view.buf, view.len / 8);
    PyBuffer_Release(&view);
    PyBuffer_Release(&units);
    if (failed)
        return NULL;
    Py_RETURN_NONE;
}

#define COUNT_LOOP(TYPE)                                                                       \
    {                                                                                          \
        const TYPE *chars = (const TYPE *)data;                                                \
        for (Py_ssize_t i = 0; i < length; i++) {                                              \
            uint32_t c = chars[i];                                                              \
            int space = (c == 32) | (c - 9 <= 4);                                        \
            words += (!space) & previous_space;                                                \
            previous_space = space;                                                            \
        }                                                                                      \
    }

static PyObject *count_words(PyObject *self, PyObject *args)
{
    PyObject *text;
    if (!PyArg_ParseTuple(args, "U", &text))
        return NULL;
    Py_ssize_t length = PyUnicode_GET_LENGTH(text), words = 0;
    int kind = PyUnicode_KIND(text), previous_space = 1;
    const void *data = PyUnicode_DATA(text);
    if (kind == PyUnicode_1BYTE_KIND)
        COUNT_LOOP(Py_UCS1)
    else if (kind == PyUnicode_2BYTE_KIND)
        COUNT_LOOP(Py_UCS2)
    else
        COUNT_LOOP(Py_UCS4)
    return PyLong_FromSsize_t(words);
}

/* The last `separator` in (low, highest] among the last `tries` ones there with a
   non-space (str.isspace) on either side, or -1; a loop per string kind (one read per
   character: a text of paragraphs apart by blank lines is looked at over 100,000 of them). */
#define LAST_CLEAN_SEPARATOR(TYPE)                                                             \
    static Py_ssize_t last_clean_separator_##TYPE(const void *data, Py_ssize_t low,            \
                                                  Py_ssize_t highest, Py_UCS4 separator,       \
                                                  Py_ssize_t tries)                            \
    {                                                                                          \
        const Py_##TYPE *chars = (const Py_##TYPE *)data;                                      \
        Py_ssize_t examined = 0;                                                               \
        for (Py_ssize_t p = highest; p > low && examined < tries; p--) {                       \
            if (chars[p] != separator)                                                         \
                continue;                                                                      \
            examined++;                                                                        \
            if (!Py_UNICODE_ISSPACE(chars[p - 1]) && !Py_UNICODE_ISSPACE(chars[p + 1]))        \
                return p;                                                                      \
        }                                                                                      \
        return -1;                                                                             \
    }
LAST_CLEAN_SEPARATOR(UCS1)
LAST_CLEAN_SEPARATOR(UCS2)
LAST_CLEAN_SEPARATOR(UCS4)

/* pieces.cut_position: the last boundary before `end` among the last TRIES newlines (then
   spaces) after start + min_piece, each between two non-space characters (str.isspace);
   else a hard cut. */
static PyObject *cut_position(PyObject *self, PyObject *args)
{
    PyObject *text;
    Py_ssize_t start, end, min_piece, hard_cut, tries;
    if (!PyArg_ParseTuple(args, "Unnnnn", &text, &start, &end, &min_piece, &hard_cut, &tries))
        return NULL;
    Py_ssize_t length = PyUnicode_GET_LENGTH(text);
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t low = start + min_piece;
    /* str.rfind(separator, low, end - 1): a candidate at most at end - 2 (and in the text) */
    Py_ssize_t highest = (end < length ? end : length) - 2; /* (callers: end < length) */
    const Py_UCS4 separators[2] = {'\n', ' '};
    const Py_ssize_t after[2] = {1, 0};
    for (int s = 0; s < 2; s++) {
        Py_ssize_t found = -1;
        if (kind == PyUnicode_1BYTE_KIND)
            found = last_clean_separator_UCS1(data, low, highest, separators[s], tries);
        else if (kind == PyUnicode_2BYTE_KIND)
            found = last_clean_separator_UCS2(data, low, highest, separators[s], tries);
        else
            found = last_clean_separator_UCS4(data, low, highest, separators[s], tries);
        if (found >= 0)
            return PyLong_FromSsize_t(found + after[s]);
    }
    return PyLong_FromSsize_t(start + hard_cut < end ? start + hard_cut : end);
}

/* extract/decoding.py's binary check of data[start:stop]: its control bytes (below 0x20
   other than whitespace 9-13 and ESC 27) and whether one is NUL; no copy of the range. */
static PyObject *control_bytes(PyObject *self, PyObject *args)
{
    Py_buffer data;
    Py_ssize_t start, stop;
    if (!PyArg_ParseTuple(args, "y*nn", &data, &start, &stop))
        return NULL;
    if (start < 0 || stop > data.len || start > stop) {
        PyBuffer_Release(&data);
        PyErr_SetString(PyExc_ValueError, "a range within the data expected");
        return NULL;
    }
    const unsigned char *bytes = (const unsigned char *)data.buf;
    Py_ssize_t controls = 0, nuls = 0, i = start;
#ifdef HAVE_SSE2
    const __m128i zero = _mm_setzero_si128(), one = _mm_set1_epi8(1);
    __m128i counted = zero, nul_counted = zero; /* per 8-byte half: sums by _mm_sad_epu8 */
    for (; i + 16 <= stop; i += 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)(bytes + i));
        __m128i below_32 = _mm_cmpeq_epi8(_mm_min_epu8(x, _mm_set1_epi8(31)), x);
        __m128i white = _mm_cmpeq_epi8(
            _mm_max_epu8(_mm_min_epu8(x, _mm_set1_epi8(13)), _mm_set1_epi8(9)), x);
        __m128i escape = _mm_cmpeq_epi8(x, _mm_set1_epi8(27));
        __m128i control = _mm_andnot_si128(_mm_or_si128(white, escape), below_32);
        counted = _mm_add_epi64(counted, _mm_sad_epu8(_mm_and_si128(control, one), zero));
        __m128i nul = _mm_and_si128(_mm_cmpeq_epi8(x, zero), one);
        nul_counted = _mm_add_epi64(nul_counted, _mm_sad_epu8(nul, zero));
    }
    uint64_t halves[2], nul_halves[2];
    _mm_storeu_si128((__m128i *)halves, counted);
    _mm_storeu_si128((__m128i *)nul_halves, nul_counted);
    controls = (Py_ssize_t)(halves[0] + halves[1]);
    nuls = (Py_ssize_t)(nul_halves[0] + nul_halves[1]);
#endif
    for (; i < stop; i++) {
        unsigned char b = bytes[i];
        controls += (b < 0x20) & !((b >= 9) & (b <= 13)) & (b != 27);
        nuls += b == 0;
    }
    PyBuffer_Release(&data);
    return Py_BuildValue("(nO)", controls, nuls ? Py_True : Py_False);
}

#define METHOD(name, flags, doc) {.ml_name = #name, .ml_meth = name, .ml_flags = flags, .ml_doc = doc}

static PyMethodDef methods[] = {
    METHOD(load_tables, METH_VARARGS, "casefold.py's BMP tables, once."),
    METHOD(normalize_into, METH_VARARGS, "Normalized text; its shingles signed."),
    METHOD(shingle_into, METH_VARARGS, "The shingles of normalized text signed."),
    METHOD(count_words, METH_VARARGS, "Whitespace-separated words, counted."),
    METHOD(cut_position, METH_VARARGS, "Where to cut a long text (pieces.py)."),
    METHOD(control_bytes, METH_VARARGS, "Control bytes that are not whitespace."),
    {NULL},
};

/* What the Python modules check before they use this one: raised with any change to a
   function's arguments or results, with the same number in their import (native.py). */
#define VERSION 1

static int add_version(PyObject *created)
{
    return PyModule_AddIntConstant(created, "VERSION", VERSION);
}

static PyModuleDef_Slot slots[] = {{Py_mod_exec, add_version}, {0, NULL}};

static struct PyModuleDef module = {
    .m_base = PyModuleDef_HEAD_INIT,
    .m_name = "_read_native",
    .m_doc = "The read path's per-document loops in C.",
    .m_methods = methods,
    .m_slots = slots,
};

PyMODINIT_FUNC PyInit__read_native(void)
{
    powers_init();
    return PyModuleDef_Init(&module);
}
