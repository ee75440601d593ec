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

#endif
