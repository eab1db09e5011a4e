#include "engine/chess/game.h"

#include "engine/chess/pgn.h"
#include "engine/chess/san.h"
#include "engine/chess/uci_move.h"

namespace littletable::chess {

namespace {

/// Sets a tag pair's value, replacing the pair of that name if there is one.
void set_tag(std::vector<std::pair<std::string, std::string>>& tags, std::string_view name, const std::string& value) {
    for (auto& [n, v] : tags)
        if (n == name) {
            v = value;
            return;
        }
    tags.emplace_back(std::string(name), value);
}

/// A game of chess: the start position, the current one, the moves between them and an accepted draw claim.
class ChessGame final : public Game {
public:
    explicit ChessGame(const Position& start) : startPos(start), pos(start) {}

    std::string_view variant() const override { return "chess"; }
    const Geometry& geometry() const override { return boards::chess8x8(); }
    int seat_count() const override { return 2; }
    Seat side_to_move() const override { return outcome().over() ? NO_SEAT : Seat(pos.side_to_move()); }

    std::vector<PieceView> pieces() const override {
        std::vector<PieceView> out;
        for (int s = 0; s < 64; ++s)
            if (Piece p = pos.piece_on(Square(s)); p != NO_PIECE)
                out.push_back({SquareIndex(s), Seat(color_of(p)), std::string(1, " PNBRQK"[type_of(p)])});
        return out;
    }

    std::vector<SquareIndex> checked_royals() const override {
        if (!pos.in_check())
            return {};
        return {SquareIndex(pos.king_square(pos.side_to_move()))};
    }

    std::vector<MoveView> legal_moves() const override {
        std::vector<MoveView> out;
        if (outcome().over())
            return out;
        MoveList moves;
        pos.generate_legal(moves);
        Position scratch = pos;
        out.reserve(moves.size());
        for (Move m : moves)
            out.push_back({to_uci(m), SquareIndex(m.from()), SquareIndex(m.to()), to_san(scratch, m, moves)});
        return out;
    }

    Result<MoveView> play(std::string_view text) override {
        if (outcome().over())
            return make_error("ERR_GAME_OVER", "the game is over (" + std::string(to_string(outcome().termination)) + ")");
        Result<Move> move = parse(text);
        if (!move)
            return move.error();
        return record(move.value());
    }

    bool undo() override {
        if (claimed.over()) {
            claimed = Outcome::ongoing();
            if (!claimWithMove)
                return true;
        }
        if (moves.empty())
            return false;
        pos.unmake(moves.back());
        moves.pop_back();
        played.pop_back();
        return true;
    }

    const std::vector<MoveView>& history() const override { return played; }
    std::string fen() const override { return pos.fen(); }
    std::string start_fen() const override { return startPos.fen(); }

    Outcome outcome() const override { return claimed.over() ? claimed : pos.outcome(); }

    std::vector<DrawClaim> claimable_draws(std::string_view text) const override {
        std::vector<DrawClaim> out;
        if (outcome().over())
            return out;
        Position p = pos;
        if (!text.empty()) {
            Result<Move> move = parse(text);
            if (!move)
                return out;
            p.make(move.value());
            if (p.outcome().over())
                return out;
        }
        if (p.can_claim_threefold())
            out.push_back(Termination::THREEFOLD_REPETITION);
        if (p.can_claim_fifty_moves())
            out.push_back(Termination::FIFTY_MOVES);
        return out;
    }

    Result<Outcome> claim_draw(std::string_view text) override {
        if (outcome().over())
            return make_error("ERR_GAME_OVER", "the game is over (" + std::string(to_string(outcome().termination)) + ")");
        if (!text.empty()) {
            Result<Move> move = parse(text);
            if (!move)
                return move.error();
        }
        std::vector<DrawClaim> claims = claimable_draws(text);
        if (claims.empty())
            return make_error("ERR_NO_CLAIM", text.empty()
                                                  ? "no draw can be claimed: the position has not occurred three times and "
                                                    "fifty moves have not passed without a capture or pawn move"
                                                  : "no draw can be claimed with " + std::string(text));
        if (!text.empty())
            record(parse(text).value());
        claimWithMove = !text.empty();
        claimed = Outcome::drawn(claims.front());
        return claimed;
    }

    std::string export_record(const RecordInfo& info) const override {
        PgnGame g;
        g.tags = info.tags;
        constexpr const char* SEAT_TAGS[] = {"White", "Black"};
        for (size_t s = 0; s < info.players.size() && s < 2; ++s)
            if (!info.players[s].empty())
                set_tag(g.tags, SEAT_TAGS[s], info.players[s]);
        g.startFen = startPos.fen();
        g.moves = moves;
        const Outcome o = outcome().over() ? outcome() : info.ending;
        g.result = !o.over() ? "*" : o.draw() ? "1/2-1/2" : o.won_by(0) ? "1-0" : "0-1";
        return write_pgn(g);
    }

    std::unique_ptr<Game> clone() const override { return std::make_unique<ChessGame>(*this); }

private:
    /// UCI first ("e2e4", the canonical text), then SAN ("e4", "Nf3", "O-O").
    Result<Move> parse(std::string_view text) const {
        Result<Move> uci = parse_uci_move(pos, text);
        if (uci || uci.error().code != "ERR_MOVE_SYNTAX")
            return uci;
        Position scratch = pos;
        return parse_san(scratch, text);
    }

    static MoveView view(Position& p, Move m) {
        return {to_uci(m), SquareIndex(m.from()), SquareIndex(m.to()), to_san(p, m)};
    }

    MoveView record(Move m) {
        MoveView v = view(pos, m);
        pos.make(m);
        moves.push_back(m);
        played.push_back(v);
        return v;
    }

    Position startPos;
    Position pos;
    std::vector<Move> moves;
    std::vector<MoveView> played;
    Outcome claimed;
    bool claimWithMove = false;
};

Result<Position> parse_fen_or_start(std::string_view fen) {
    return fen.empty() ? Result<Position>(Position::start()) : Position::from_fen(fen);
}

} // namespace

GameInfo game_info() {
    GameInfo info;
    info.name = "chess";
    info.title = "Chess";
    info.seats = 2;
    info.duration = "10-60 min";
    info.complexity = 3;
    info.create = [](std::string_view fen) -> Result<std::unique_ptr<Game>> {
        Result<Position> start = parse_fen_or_start(fen);
        if (!start)
            return start.error();
        return std::unique_ptr<Game>(std::make_unique<ChessGame>(start.value()));
    };
    info.import_record = [](std::string_view text) -> Result<std::unique_ptr<Game>> {
        Result<PgnGame> pgn = read_pgn(text);
        if (!pgn)
            return pgn.error();
        Result<Position> start = Position::from_fen(pgn.value().startFen);
        if (!start)
            return start.error();
        auto game = std::make_unique<ChessGame>(start.value());
        for (Move m : pgn.value().moves)
            if (Result<MoveView> r = game->play(to_uci(m)); !r)
                return r.error();
        return std::unique_ptr<Game>(std::move(game));
    };
    info.perft = make_perft_runner<Position>(parse_fen_or_start, to_uci);
    return info;
}

} // namespace littletable::chess
