import { describe, expect, it } from 'vitest';
import header from '../../engine/core/move_kind.h?raw';
import { COUNTER_NAME, MOVE_KIND } from './moveKind';

/** The `NAME = "text"` constants of one namespace of the header, without the empty PLAIN. */
function constants(namespace: string): Record<string, string> {
  const body = header.split(`namespace ${namespace} {`)[1]?.split('} // namespace')[0] ?? '';
  const found: Record<string, string> = {};
  for (const [, name, text] of body.matchAll(/(\w+) = "([^"]*)";/g)) if (text) found[name!] = text!;
  return found;
}

describe('moveKind', () => {
  it('names the move kinds the engine writes', () => {
    expect(MOVE_KIND).toEqual(constants('move_kind'));
  });
  it('names the counters the engine runs', () => {
    expect(COUNTER_NAME).toEqual(constants('counter_name'));
  });
});
