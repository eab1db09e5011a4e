// SAN's disambiguator for any board of up to 16 files (FIDE Laws, Appendix C.10.3): shared by Chess's SAN and
// Metamachy's (12x12, two-digit ranks).
#pragma once

#include <string>

namespace littletable {

/// The disambiguator of a piece on (`file`, `rank`), both from 0, among its rivals (the other pieces of its kind
/// that could legally go to the same square): nothing without rivals, else the file of departure if no rival
/// stands on it, else the rank if no rival stands on that, else both ("", "g", "5", "h4", "c11").
inline std::string san_disambiguator(int file, int rank, bool anyRival, bool rivalOnFile, bool rivalOnRank) {
    if (!anyRival)
        return {};
    std::string out;
    if (!rivalOnFile || rivalOnRank)
        out += char('a' + file);
    if (rivalOnFile)
        out += std::to_string(rank + 1);
    return out;
}

} // namespace littletable
