// The list of games, in the order the home page shows them. Each entry names a folder engine/<game>/ (namespace
// littletable::<game>), whose registration.h declares its boards and `registry_entries()`. engine/registry.cpp
// expands the list; adding a game adds its folder and one entry here.
#pragma once

#define LITTLETABLE_GAMES(GAME) GAME(chess) GAME(metamate) GAME(martian) GAME(fourplayer) GAME(metamachy)
