import { describe, expect, it } from 'vitest';
import clientHeader from '../../protocol/client_frames.h?raw';
import serverHeader from '../../protocol/server_frames.h?raw';
import { CLIENT_FRAME_FIELDS, eventVersion, SERVER_FRAME_FIELDS, type ServerMessage } from './protocol';

/** The frames a header declares (the structs with a TYPE), each with the wire names of its fields' table, sorted. */
function framesOf(header: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const body of header.split(/\nstruct \w+ \{/).slice(1)) {
    const type = /static constexpr std::string_view TYPE = "(\w+)";/.exec(body)?.[1];
    if (type) found[type] = [...body.matchAll(/field\("(\w+)"/g)].map((m) => m[1]!).sort();
  }
  return found;
}

function sorted(table: Record<string, readonly string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(table).map(([t, fields]) => [t, [...fields].sort()]));
}

describe('protocol', () => {
  it('declares every server frame with the fields the server writes', () => {
    const frames = framesOf(serverHeader);
    expect(Object.keys(frames).length).toBeGreaterThan(10);
    expect(sorted(SERVER_FRAME_FIELDS)).toEqual(frames);
  });
  it('declares every client frame with the fields the server reads', () => {
    const frames = framesOf(clientHeader);
    expect(Object.keys(frames)).toContain('hello');
    expect(sorted(CLIENT_FRAME_FIELDS)).toEqual(frames);
  });
  it('takes the version of every room event, and of no reply', () => {
    for (const [t, fields] of Object.entries(framesOf(serverHeader))) {
      const isEvent = fields.includes('v') && t !== 'snapshot';
      expect(eventVersion({ t, d: { v: 7 } } as unknown as ServerMessage), t).toBe(isEvent ? 7 : null);
    }
  });
});
