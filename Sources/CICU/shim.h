// ICU's C API, for the ICUBridge C target only. Swift never imports this module: Foundation
// carries its own ICU, and ICU's headers beside Foundation's clash in Swift.
#include <unicode/ubrk.h>
#include <unicode/uloc.h>
#include <unicode/upluralrules.h>
