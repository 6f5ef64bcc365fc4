// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_DETAIL_FROM_CHARS_HPP
#define VERSIONED_JSON_DETAIL_FROM_CHARS_HPP

// Reading a floating-point number: std::from_chars where the standard library has it for
// floating types (libstdc++ 11 and later, MSVC: __cpp_lib_to_chars), else the C library's
// strtod/strtof/strtold on a copy of the text (libc++ up to 19, so macOS). The parser checks
// the JSON grammar before either runs; both are correctly rounded.

#include <cerrno>
#include <charconv>
#include <clocale>
#include <cmath>
#include <cstdlib>
#include <string>
#include <system_error>
#include <type_traits>

namespace versioned::detail::json_io {

// strtod and its kin, as std::from_chars reports (libstdc++'s own fallback does the same): a
// result too large, or too small to be anything but zero, is result_out_of_range; a subnormal
// result is a value. The text is copied with '.' as the current C locale's decimal point.
template <class F>
std::from_chars_result strtod_from_chars(const char* first, const char* last, F& value) {
    const char* point = std::localeconv()->decimal_point;
    std::string text;
    text.reserve(static_cast<std::size_t>(last - first) + 4);
    for (const char* c = first; c != last; ++c) {
        if (*c == '.')
            text += point;
        else
            text += *c;
    }
    char* end = nullptr;
    const int saved = errno;
    errno = 0;
    F v;
    if constexpr (std::is_same_v<F, float>)
        v = std::strtof(text.c_str(), &end);
    else if constexpr (std::is_same_v<F, double>)
        v = std::strtod(text.c_str(), &end);
    else
        v = std::strtold(text.c_str(), &end);
    const bool range = errno == ERANGE;
    errno = saved;
    if (end != text.c_str() + text.size()) return {first, std::errc::invalid_argument};
    if (range && (std::isinf(v) || v == 0)) return {last, std::errc::result_out_of_range};
    value = v;
    return {last, std::errc{}};
}

template <class F>
std::from_chars_result floating_from_chars(const char* first, const char* last, F& value) {
#if defined(__cpp_lib_to_chars) && __cpp_lib_to_chars >= 201611L
    return std::from_chars(first, last, value, std::chars_format::general);
#else
    return strtod_from_chars(first, last, value);
#endif
}

} // namespace versioned::detail::json_io

#endif // VERSIONED_JSON_DETAIL_FROM_CHARS_HPP
