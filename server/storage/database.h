// The platform's database: rooms, players, ratings and push subscriptions behind one object, SQLite (sqlite/) or PostgreSQL
// (postgres/); open_database.h opens one.
#pragma once

#include "server/storage/player_storage.h"
#include "server/storage/push_storage.h"
#include "server/storage/rating_storage.h"
#include "server/storage/storage.h"
#include "server/storage/trace_storage.h"

namespace littletable::server {

class Database : public Storage, public PlayerStorage, public RatingStorage, public PushStorage, public TraceStorage {};

} // namespace littletable::server
