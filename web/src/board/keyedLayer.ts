// A layer of the board whose children are keyed ("last-move:12", "dest:28"): an update keeps the element of every
// key it still has, makes the new ones, removes the rest, and puts them in the order given (later paints over
// earlier). An element that stays is the same node, untouched unless it is out of order. A key given twice (a
// move that stays on its square marks it twice) keeps two elements.

export interface Keyed {
  key: string;
  make: () => SVGElement;
}

const keys = new WeakMap<Element, string>();

export function syncLayer(layer: SVGGElement, items: readonly Keyed[]): void {
  const have = new Map<string, Element>();
  for (const el of [...layer.children]) {
    const key = keys.get(el);
    if (key === undefined || have.has(key)) el.remove();
    else have.set(key, el);
  }
  const seen = new Map<string, number>();
  const unique = items.map((item) => {
    const n = seen.get(item.key) ?? 0;
    seen.set(item.key, n + 1);
    return n === 0 ? item : { ...item, key: `${item.key}#${n}` };
  });
  const wanted = new Set(unique.map((i) => i.key));
  for (const [key, el] of have)
    if (!wanted.has(key)) {
      el.remove();
      have.delete(key);
    }
  let at: Element | null = layer.firstElementChild;
  for (const item of unique) {
    let el = have.get(item.key);
    if (!el) {
      el = item.make();
      keys.set(el, item.key);
      have.set(item.key, el);
    }
    if (el === at) at = at.nextElementSibling;
    else layer.insertBefore(el, at);
  }
}
