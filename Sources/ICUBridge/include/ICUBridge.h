#ifndef LAYOUTREG_ICU_BRIDGE_H
#define LAYOUTREG_ICU_BRIDGE_H

// Plain C functions over ICU, so that Swift can use ICU without importing its headers
// (which clash with the copy of ICU that Foundation carries). Only ICUBridge.c includes ICU.

#include <stdint.h>

/// What `icub_line_breaks` says about the position after a scalar.
enum {
    ICUB_BREAK_NONE = 0,      ///< A line may not end after this scalar.
    ICUB_BREAK_ALLOWED = 1,   ///< A line may end after this scalar.
    ICUB_BREAK_MANDATORY = 2, ///< A line must end after this scalar (a hard line break), or the text ends.
};

/// Classifies the position after each of `count` Unicode scalars by ICU's line break iterator
/// (UAX #14 with ICU's tailorings: dictionary words for Thai, Lao, Khmer and Myanmar, CJK
/// line-start rules) for `locale` (a BCP 47 or ICU locale id; "" for the root rules), writing
/// one `ICUB_BREAK_*` value per scalar into `kinds`. Scalars that are not Unicode scalar values
/// are read as U+FFFD. Safe to call from any thread.
///
/// Returns 0, or an ICU error code (> 0) when ICU could not break the text; then `kinds`
/// holds `ICUB_BREAK_NONE` everywhere except `ICUB_BREAK_MANDATORY` at the end.
int32_t icub_line_breaks(const uint32_t *scalars, int32_t count, const char *locale, uint8_t *kinds);

/// Marks in `starts` (one byte per scalar, 1 or 0) the scalars at which ICU's word break
/// iterator for `locale` starts a new segment (a word, a space run, a punctuation mark). Thai,
/// Lao, Khmer and Myanmar are segmented by ICU's dictionaries. Safe to call from any thread.
///
/// Returns 0, or an ICU error code (> 0).
int32_t icub_word_starts(const uint32_t *scalars, int32_t count, const char *locale, uint8_t *starts);

/// Writes into `out` (NUL-terminated, at most `cap` bytes) the CLDR plural category (`zero`,
/// `one`, `two`, `few`, `many` or `other`) that `locale`'s cardinal plural rules give `value`,
/// through ICU's `uplrules_select`. Safe to call from any thread.
///
/// Returns 0, or an ICU error code (> 0); then `out` holds "other".
int32_t icub_plural_category(const char *locale, double value, char *out, int32_t cap);

/// Writes into `out` the canonical BCP 47 tag of `tag` (a BCP 47 tag or ICU locale id, any
/// case, `_` or `-`): `pt_br` gives `pt-BR`. With `maximize` set, ICU's likely subtags are
/// added first: `zh-HK` gives `zh-Hant-HK`, `sr` gives `sr-Cyrl-RS`.
///
/// Returns 0, or an ICU error code (> 0).
int32_t icub_language_tag(const char *tag, int32_t maximize, char *out, int32_t cap);

/// Whether the script of `tag` (after adding likely subtags) is written right to left.
int32_t icub_is_right_to_left(const char *tag);

/// Writes into `out` the decimal separator of `locale`'s default number format, as UTF-8
/// (`,` for `de`, `.` for `en`).
///
/// Returns 0, or an ICU error code (> 0); then `out` holds ".".
int32_t icub_decimal_separator(const char *locale, char *out, int32_t cap);

#endif
