// The list of games, in the order the home page shows them. Each entry names a folder engine/<game>/ (namespace
// littletable::<game>), whose registration.h declares its boards and `registry_entries()`, and a file
// ai/games/<game>.cpp, whose `ai::<game>_ai()` gives its CPU players, analysis and bench positions.
// engine/registry.cpp and ai/game_ai.cpp expand the list, and engine/CMakeLists.txt reads it to add each folder's
// library; adding a game adds its folder, its ai/games/ file and one entry here.
#pragma once

#define LITTLETABLE_GAMES(GAME) GAME(chess) GAME(metamate) GAME(martian) GAME(fourplayer) GAME(metamachy)
