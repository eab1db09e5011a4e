// The server's stand-in names for seats without a signed-in player, in the page's language. The server writes them
// in English for records and lists ("Player" for a guest, "Computer (level 3)", server/room_view.cpp; "deleted
// player" for a player who deleted their account, server/sqlite_storage.cpp); no player
// can take such a name (docs/protocol.md, POST /api/players), so they are told apart from real names safely.

import { t } from './i18n';

/** A name from the server as a person reads it: a stand-in name in the page's language, a player's name as is. */
export function playerName(name: string): string {
  if (name === 'Player') return t('room.player');
  if (name === 'deleted player') return t('room.deletedPlayer');
  const cpu = /^Computer \(level (\d+)\)$/.exec(name);
  return cpu?.[1] ? t('room.computerLevel', { level: Number(cpu[1]) }) : name;
}
