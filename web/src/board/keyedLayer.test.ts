import { describe, expect, it } from 'vitest';
import { syncLayer, type Keyed } from './keyedLayer';
import { svgEl } from './svg';

const item = (key: string): Keyed => ({ key, make: () => svgEl('rect', { 'data-key': key }) });
const keysOf = (layer: SVGGElement) => [...layer.children].map((c) => c.getAttribute('data-key'));

describe('syncLayer', () => {
  it('keeps the element of a key it still has, adds the new ones, removes the rest, in the order given', () => {
    const layer = svgEl('g');
    syncLayer(layer, [item('a'), item('b'), item('c')]);
    const [a, , c] = [...layer.children];
    syncLayer(layer, [item('c'), item('a'), item('d')]);
    expect(keysOf(layer)).toEqual(['c', 'a', 'd']);
    expect(layer.children[0]).toBe(c);
    expect(layer.children[1]).toBe(a);
    syncLayer(layer, []);
    expect(layer.children).toHaveLength(0);
  });

  it('touches nothing when nothing changed', () => {
    const layer = svgEl('g');
    syncLayer(layer, [item('a'), item('b')]);
    const seen = new MutationObserver(() => undefined);
    seen.observe(layer, { subtree: true, childList: true, attributes: true });
    syncLayer(layer, [item('a'), item('b')]);
    expect(seen.takeRecords()).toEqual([]);
  });

  it('keeps one element for each time a key is given', () => {
    const layer = svgEl('g');
    syncLayer(layer, [item('x'), item('x')]);
    expect(keysOf(layer)).toEqual(['x', 'x']);
    syncLayer(layer, [item('x')]);
    expect(keysOf(layer)).toEqual(['x']);
  });
});
