// Board geometry shared by every game: size, which squares exist, square names and zones.
//
// A square is addressed by (file, rank), both from 0, and numbered `rank * width + file`; files are named
// a, b, c, ... and ranks 1, 2, 3, ... so the 14x14 cross runs from a1 to n14. Boards are at most 16x16.
// Games keep their own fast square encodings; this is the common language of the dynamic interface, the
// notation helpers, the server and the client.
#pragma once

#include <bitset>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/seat.h"

namespace littletable {

constexpr int MAX_BOARD_SIDE = 16;

/// A square index: `rank * width + file` on its geometry, or NO_SQUARE.
using SquareIndex = int16_t;
constexpr SquareIndex NO_SQUARE = -1;

/// A named set of squares that belongs to a seat: a Martian Chess zone, a four-player army's home area.
struct Zone {
    std::string name;
    Seat owner = NO_SEAT;
    std::vector<SquareIndex> squares; ///< ascending square indices
};

/// The shape of a board. Immutable once built. Each game's folder defines its boards as process-wide constants
/// in namespace `boards` (engine/<game>/registration.h).
class Geometry {
public:
    /// A full width x height rectangle (1 <= width, height <= 16).
    Geometry(std::string name, int width, int height);

    const std::string& name() const { return name_; }
    int width() const { return width_; }
    int height() const { return height_; }
    /// Number of existing squares (64 for chess, 160 for the four-player cross).
    int square_count() const { return squareCount; }

    SquareIndex square(int file, int rank) const { return SquareIndex(rank * width_ + file); }
    int file_of(SquareIndex s) const { return s % width_; }
    int rank_of(SquareIndex s) const { return s / width_; }
    /// True when (file, rank) is on the board: inside the rectangle and not a removed square.
    bool exists(int file, int rank) const;
    bool exists(SquareIndex s) const { return s >= 0 && s < width_ * height_ && present[size_t(s)]; }

    /// "a1", "n14"; empty for a square that does not exist.
    std::string square_name(SquareIndex s) const;
    /// Parses a square name ("a1", "n14"); nullopt when malformed or not a square of this board.
    std::optional<SquareIndex> parse_square(std::string_view name) const;

    const std::vector<Zone>& zones() const { return zones_; }
    /// The zone holding the square, or nullptr.
    const Zone* zone_of(SquareIndex s) const;

    /// Builders used by the games' boards.
    Geometry& remove_rectangle(int file0, int rank0, int file1, int rank1);
    Geometry& add_zone(std::string name, Seat owner, int file0, int rank0, int file1, int rank1);

private:
    std::string name_;
    int width_;
    int height_;
    int squareCount;
    std::bitset<MAX_BOARD_SIDE * MAX_BOARD_SIDE> present;
    std::vector<Zone> zones_;
};

} // namespace littletable
