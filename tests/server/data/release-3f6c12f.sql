-- A database written by littletable 3f6c12f (before schema migrations, user_version 0): a chess room,
-- a human against CPU level 1, three moves each, then the human resigned. Dumped with Python's
-- sqlite3 iterdump; tests/server/migration_test.cpp loads it and opens it with today's storage.
BEGIN TRANSACTION;
CREATE TABLE games (
  room TEXT NOT NULL REFERENCES rooms(id), game_no INTEGER NOT NULL, start_fen TEXT NOT NULL,
  termination TEXT, winners INTEGER, reason TEXT, started_at INTEGER NOT NULL, ended_at INTEGER,
  PRIMARY KEY (room, game_no));
INSERT INTO "games" VALUES('3hZf8bn9qn',1,'','resignation',2,'seat 0 resigned',1796452970222,1796452970246);
CREATE TABLE moves (
  room TEXT NOT NULL, game_no INTEGER NOT NULL, ply INTEGER NOT NULL, u TEXT NOT NULL, seat INTEGER NOT NULL,
  cpu INTEGER NOT NULL, ack INTEGER, played_at INTEGER NOT NULL, PRIMARY KEY (room, game_no, ply));
INSERT INTO "moves" VALUES('3hZf8bn9qn',1,0,'a2a3',0,0,1,1796452970225);
INSERT INTO "moves" VALUES('3hZf8bn9qn',1,1,'e7e6',1,1,NULL,1796452970235);
INSERT INTO "moves" VALUES('3hZf8bn9qn',1,2,'b2b3',0,0,2,1796452970240);
INSERT INTO "moves" VALUES('3hZf8bn9qn',1,3,'b8c6',1,1,NULL,1796452970244);
INSERT INTO "moves" VALUES('3hZf8bn9qn',1,4,'c2c3',0,0,3,1796452970245);
INSERT INTO "moves" VALUES('3hZf8bn9qn',1,5,'g8f6',1,1,NULL,1796452970246);
CREATE TABLE rooms (
  id TEXT PRIMARY KEY, game TEXT NOT NULL, fen TEXT NOT NULL, settings TEXT NOT NULL,
  version INTEGER NOT NULL, created_at INTEGER NOT NULL);
INSERT INTO "rooms" VALUES('3hZf8bn9qn','chess','','{"graceSeconds":20,"moveLimit":0,"moveTime":0,"rotateStart":true,"showLegalMoves":true}',1024,1796452970222);
CREATE TABLE seats (
  room TEXT NOT NULL REFERENCES rooms(id), seat INTEGER NOT NULL, kind TEXT NOT NULL, level INTEGER NOT NULL,
  secret_hash TEXT NOT NULL, PRIMARY KEY (room, seat));
INSERT INTO "seats" VALUES('3hZf8bn9qn',0,'human',0,'0dd8ea261856ce63f3149c93b51e27106a6f851e2c0544ccf510dcef76974438');
INSERT INTO "seats" VALUES('3hZf8bn9qn',1,'cpu',1,'');
COMMIT;
