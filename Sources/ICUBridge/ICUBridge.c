#include "ICUBridge.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>

// Opening a break iterator loads and compiles rules (tens of microseconds), so each thread
// keeps one iterator per kind for the locale it last used and points it at new text with
// ubrk_setText. Thread-local storage makes that safe without a lock; the iterators live until
// their thread ends, which for layoutreg's worker threads is the end of the process.
typedef struct {
    UBreakIterator *iterator;
    char locale[64];
} CachedIterator;

static _Thread_local CachedIterator cachedLine = {NULL, {0}};
static _Thread_local CachedIterator cachedWord = {NULL, {0}};

static UBreakIterator *cachedIterator(CachedIterator *cache, UBreakIteratorType type, const char *locale,
                                      UErrorCode *status) {
    if (cache->iterator != NULL && strncmp(cache->locale, locale, sizeof cache->locale) == 0) {
        return cache->iterator;
    }
    UBreakIterator *iterator = ubrk_open(type, locale, NULL, 0, status);
    if (U_FAILURE(*status)) {
        return NULL;
    }
    if (cache->iterator != NULL) {
        ubrk_close(cache->iterator);
    }
    cache->iterator = iterator;
    strncpy(cache->locale, locale, sizeof cache->locale - 1);
    cache->locale[sizeof cache->locale - 1] = 0;
    return iterator;
}

/// Scalars as UTF-16, with the index of the scalar that starts at each UTF-16 offset
/// (`scalarAt[length] == count`). Values that are not Unicode scalar values become U+FFFD.
typedef struct {
    UChar *text;
    int32_t *scalarAt;
    int32_t length;
} UTF16Text;

static int utf16Text(const uint32_t *scalars, int32_t count, UTF16Text *out) {
    out->text = malloc(sizeof(UChar) * (size_t)count * 2);
    out->scalarAt = malloc(sizeof(int32_t) * ((size_t)count * 2 + 1));
    out->length = 0;
    if (out->text == NULL || out->scalarAt == NULL) {
        free(out->text);
        free(out->scalarAt);
        return 0;
    }
    for (int32_t index = 0; index < count; index++) {
        uint32_t value = scalars[index];
        if (value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) {
            value = 0xFFFD;
        }
        out->scalarAt[out->length] = index;
        if (value <= 0xFFFF) {
            out->text[out->length++] = (UChar)value;
        } else {
            out->scalarAt[out->length + 1] = index;
            out->text[out->length++] = U16_LEAD(value);
            out->text[out->length++] = U16_TRAIL(value);
        }
    }
    out->scalarAt[out->length] = count;
    return 1;
}

/// Runs `iterator` over `text`, calling `visit` with each boundary inside the text, then
/// detaches the iterator from the text, which the caller is about to free.
static void eachBoundary(UBreakIterator *iterator, const UTF16Text *text, UErrorCode *status,
                         void (*visit)(UBreakIterator *, int32_t scalar, void *), void *context) {
    ubrk_setText(iterator, text->text, text->length, status);
    if (U_FAILURE(*status)) {
        return;
    }
    for (int32_t boundary = ubrk_following(iterator, 0); boundary != UBRK_DONE && boundary < text->length;
         boundary = ubrk_next(iterator)) {
        visit(iterator, text->scalarAt[boundary], context);
    }
    static const UChar empty[1] = {0};
    UErrorCode ignored = U_ZERO_ERROR;
    ubrk_setText(iterator, empty, 0, &ignored);
}

static void markLineBreak(UBreakIterator *iterator, int32_t scalar, void *context) {
    // A boundary before scalar i is the position after scalar i - 1.
    uint8_t *kinds = context;
    int32_t rule = ubrk_getRuleStatus(iterator);
    kinds[scalar - 1] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? ICUB_BREAK_MANDATORY
                                                                              : ICUB_BREAK_ALLOWED;
}

static void markWordStart(UBreakIterator *iterator, int32_t scalar, void *context) {
    (void)iterator;
    uint8_t *starts = context;
    starts[scalar] = 1;
}

static int32_t run(CachedIterator *cache, UBreakIteratorType type, const uint32_t *scalars, int32_t count,
                   const char *locale, void (*visit)(UBreakIterator *, int32_t, void *), void *context) {
    UTF16Text text;
    if (!utf16Text(scalars, count, &text)) {
        return U_MEMORY_ALLOCATION_ERROR;
    }
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = cachedIterator(cache, type, locale == NULL ? "" : locale, &status);
    if (iterator != NULL) {
        eachBoundary(iterator, &text, &status, visit, context);
    }
    free(text.text);
    free(text.scalarAt);
    return U_SUCCESS(status) ? 0 : (int32_t)status;
}

int32_t icub_line_breaks(const uint32_t *scalars, int32_t count, const char *locale, uint8_t *kinds) {
    if (count <= 0) {
        return 0;
    }
    memset(kinds, ICUB_BREAK_NONE, (size_t)count);
    int32_t status = run(&cachedLine, UBRK_LINE, scalars, count, locale, markLineBreak, kinds);
    if (status != 0) {
        memset(kinds, ICUB_BREAK_NONE, (size_t)count);
    }
    kinds[count - 1] = ICUB_BREAK_MANDATORY;
    return status;
}

int32_t icub_word_starts(const uint32_t *scalars, int32_t count, const char *locale, uint8_t *starts) {
    if (count <= 0) {
        return 0;
    }
    memset(starts, 0, (size_t)count);
    starts[0] = 1;
    return run(&cachedWord, UBRK_WORD, scalars, count, locale, markWordStart, starts);
}

// Plural rules are compiled when opened, so each thread keeps the rules of the locale it
// last asked for, as the break iterators above.
static _Thread_local UPluralRules *cachedRules = NULL;
static _Thread_local char cachedRulesLocale[64] = {0};

static void copyOut(const char *text, char *out, int32_t cap) {
    if (cap <= 0) {
        return;
    }
    strncpy(out, text, (size_t)cap - 1);
    out[cap - 1] = 0;
}

int32_t icub_plural_category(const char *locale, double value, char *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    if (cachedRules == NULL || strncmp(cachedRulesLocale, locale, sizeof cachedRulesLocale) != 0) {
        UPluralRules *rules = uplrules_open(locale, &status);
        if (U_FAILURE(status)) {
            copyOut("other", out, cap);
            return (int32_t)status;
        }
        if (cachedRules != NULL) {
            uplrules_close(cachedRules);
        }
        cachedRules = rules;
        strncpy(cachedRulesLocale, locale, sizeof cachedRulesLocale - 1);
        cachedRulesLocale[sizeof cachedRulesLocale - 1] = 0;
    }
    UChar keyword[32];
    int32_t length = uplrules_select(cachedRules, value, keyword, 32, &status);
    if (U_FAILURE(status) || length >= 32) {
        copyOut("other", out, cap);
        return U_FAILURE(status) ? (int32_t)status : U_BUFFER_OVERFLOW_ERROR;
    }
    keyword[length] = 0;
    char ascii[32];
    u_austrcpy(ascii, keyword);
    copyOut(ascii, out, cap);
    return 0;
}

int32_t icub_language_tag(const char *tag, int32_t maximize, char *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    char id[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    uloc_forLanguageTag(tag, id, sizeof id, &parsed, &status);
    if (U_FAILURE(status) || parsed == 0) {
        // Not a BCP 47 tag: an ICU locale id (`pt_BR`) as it is.
        status = U_ZERO_ERROR;
        uloc_canonicalize(tag, id, sizeof id, &status);
        if (U_FAILURE(status)) {
            return (int32_t)status;
        }
    }
    if (maximize) {
        char maximized[ULOC_FULLNAME_CAPACITY];
        uloc_addLikelySubtags(id, maximized, sizeof maximized, &status);
        if (U_FAILURE(status)) {
            return (int32_t)status;
        }
        memcpy(id, maximized, sizeof id);
    }
    char result[ULOC_FULLNAME_CAPACITY];
    uloc_toLanguageTag(id, result, sizeof result, 0, &status);
    if (U_FAILURE(status)) {
        return (int32_t)status;
    }
    copyOut(result, out, cap);
    return 0;
}

int32_t icub_is_right_to_left(const char *tag) {
    char id[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    int32_t parsed = 0;
    uloc_forLanguageTag(tag, id, sizeof id, &parsed, &status);
    if (U_FAILURE(status)) {
        return 0;
    }
    return uloc_isRightToLeft(id) ? 1 : 0;
}

int32_t icub_decimal_separator(const char *locale, char *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *format = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &status);
    if (U_FAILURE(status)) {
        copyOut(".", out, cap);
        return (int32_t)status;
    }
    UChar symbol[16];
    int32_t length = unum_getSymbol(format, UNUM_DECIMAL_SEPARATOR_SYMBOL, symbol, 16, &status);
    unum_close(format);
    if (U_FAILURE(status) || length >= 16) {
        copyOut(".", out, cap);
        return U_FAILURE(status) ? (int32_t)status : U_BUFFER_OVERFLOW_ERROR;
    }
    char utf8[64];
    int32_t written = 0;
    u_strToUTF8(utf8, sizeof utf8, &written, symbol, length, &status);
    if (U_FAILURE(status) || written >= (int32_t)sizeof utf8) {
        copyOut(".", out, cap);
        return U_FAILURE(status) ? (int32_t)status : U_BUFFER_OVERFLOW_ERROR;
    }
    utf8[written] = 0;
    copyOut(utf8, out, cap);
    return 0;
}
