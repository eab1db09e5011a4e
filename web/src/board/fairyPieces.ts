// Metamachy's fairy pieces (docs/rules/metamachy.md, "Pieces"; kinds are Jocly's letters, as the engine's
// PieceView sends them): Cannon C, Camel M, Elephant E, Eagle A, Lion L, Prince I. Each is a silhouette on the
// 24-unit grid of the chess icons, standing on the same base as they do, drawn in the same fill and outline
// (pieces.ts), so a set mixes with the chess pieces; details are cut out of the silhouette (even-odd fill), as the
// bishop's slit is. Our own drawing (MIT, like the project).

type Point = readonly [number, number];

const f = (v: number) => String(Math.round(v * 100) / 100);

/** A closed polygon through `points`. */
function polygon(points: readonly Point[]): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join('') + 'Z';
}

/** A circle as two arcs (a subpath: inside another shape's path it cuts a hole). */
function circle(cx: number, cy: number, r: number): string {
  return `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`;
}

/** An ellipse as two arcs. */
function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${f(cx - rx)} ${f(cy)}a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0Z`;
}

/** Points mirrored about the vertical line x = 12, in reverse order (the other half of a symmetric outline). */
function mirrored(points: readonly Point[]): Point[] {
  return points.map(([x, y]) => [24 - x, y] as Point).reverse();
}

/** A rectangle of length `length` and width `width` from `from` along `angle` (degrees, y down), as a polygon. */
function bar(from: Point, angle: number, length: number, width: number): Point[] {
  const a = (angle * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const [px, py] = [-uy * (width / 2), ux * (width / 2)];
  const [x, y] = from;
  const [ex, ey] = [x + ux * length, y + uy * length];
  return [
    [x + px, y + py],
    [ex + px, ey + py],
    [ex - px, ey - py],
    [x - px, y - py],
  ];
}

/** Cannon: a barrel raised to the right on a carriage, a spoked wheel in front. */
function cannon(): string[] {
  const barrel = polygon(bar([5, 12.6], -28, 13.4, 5));
  const muzzle = polygon(bar([16, 6.9], -28, 2.4, 5.6));
  const carriage = polygon([
    [5.5, 17],
    [6.5, 12.8],
    [12.5, 11.5],
    [16.5, 17],
  ]);
  const wheel = circle(11, 13.4, 3.6) + circle(11, 13.4, 1.1);
  return [carriage, barrel, muzzle, wheel];
}

/** Camel: seen from the side, facing right: one high hump, a long curved neck, the head held forward. */
function camel(): string[] {
  const body =
    'M3.6 11.4C3.6 9.2 5 8.6 6.4 8.4C7.2 5.2 8.6 4.2 10 4.2C11.6 4.2 12.6 6 13.4 8.2C14.4 8.4 15 7.8 15.4 6.6' +
    'L16.4 3.6C16.8 2.6 17.6 2.2 18.6 2.4L20.4 3C21 3.2 21.2 3.8 20.8 4.4L19.6 5.2L18.2 5.6L17.6 8.2' +
    'C17.2 10.2 16.4 11.4 15.6 12L15.6 17H13.8L13.4 13.2H7.8L7.2 17H5.4L5.6 12.8C4.4 12.6 3.6 12.2 3.6 11.4Z';
  const eye = circle(18.3, 3.6, 0.45);
  return [body + eye];
}

/** Elephant: the head from the front: two wide ears, the crown between them, the trunk hanging and curling, two tusks. */
function elephant(): string[] {
  const ears = ellipse(6.2, 8.6, 3.6, 4.6) + ellipse(17.8, 8.6, 3.6, 4.6);
  const head =
    'M12 3C15 3 16.6 5.2 16.6 8C16.6 10 15.6 11.2 14.4 12L14.2 15.4C14.2 16.4 15 16.8 15.8 16.4' +
    'L16.6 16C17.2 15.7 17.6 16.4 17.2 16.8C16.2 17.6 14.2 18 12.8 17.4C11.4 16.8 10.4 15.6 10 14L9.6 12' +
    'C8.4 11.2 7.4 10 7.4 8C7.4 5.2 9 3 12 3Z';
  const eyes = circle(10, 8, 0.7) + circle(14, 8, 0.7);
  const tusks = polygon([
    [9.6, 11.4],
    [7.6, 14.2],
    [8.2, 14.4],
    [10.2, 12.4],
  ]);
  const tusk2 = polygon(
    mirrored([
      [9.6, 11.4],
      [7.6, 14.2],
      [8.2, 14.4],
      [10.2, 12.4],
    ]),
  );
  return [ears, head + eyes, tusks, tusk2];
}

/** Eagle: the bird from the front with its wings spread and raised, feathered tips, the head turned aside. */
function eagle(): string[] {
  const left: Point[] = [
    [12, 17],
    [10.2, 17],
    [10.8, 14.6],
    [9.6, 13.6],
    [7.2, 13.4],
    [5.6, 12.4],
    [3.4, 12],
    [4.6, 10.8],
    [2.6, 9.8],
    [4.2, 8.8],
    [2.4, 7.4],
    [4.4, 6.8],
    [3, 4.6],
    [6, 5.8],
    [8.4, 8.2],
    [10.2, 9],
    [10.4, 6.6],
  ];
  const outline = polygon([...left, [12, 7.4], ...mirrored(left).slice(1)]);
  // The head on its own path (overlapping subpaths of one path would cut each other out), the beak to the right.
  const head = circle(12, 5.4, 2) + circle(12.5, 4.9, 0.5);
  const beak = polygon([
    [13.6, 4.2],
    [16, 5.2],
    [13.6, 6.6],
  ]);
  const tail = polygon([
    [10.4, 15],
    [13.6, 15],
    [14.6, 17],
    [9.4, 17],
  ]);
  return [outline, tail, beak, head];
}

/** Lion: the head from the front, a scalloped mane around the face; eyes and nose cut out. */
function lion(): string[] {
  const [cx, cy] = [12, 9.2];
  const bumps = 14;
  let mane = '';
  for (let i = 0; i <= bumps; i++) {
    const a = (i / bumps) * 2 * Math.PI - Math.PI / 2;
    const r = 7.4;
    const [x, y] = [cx + r * Math.cos(a), cy + r * Math.sin(a)];
    if (i === 0) mane += `M${f(x)} ${f(y)}`;
    else {
      const m = ((i - 0.5) / bumps) * 2 * Math.PI - Math.PI / 2;
      const [qx, qy] = [cx + 8.6 * Math.cos(m), cy + 8.6 * Math.sin(m)];
      mane += `Q${f(qx)} ${f(qy)} ${f(x)} ${f(y)}`;
    }
  }
  mane += 'Z' + circle(cx, cy + 0.4, 5.3);
  const face = ellipse(cx, cy + 0.4, 4.5, 4.6);
  const eyes = ellipse(10.2, 8.2, 0.7, 0.9) + ellipse(13.8, 8.2, 0.7, 0.9);
  const nose = polygon([
    [10.8, 10.6],
    [13.2, 10.6],
    [12, 12.2],
  ]);
  const mouth = 'M12 12.2L12 13M10.8 13.2Q12 14.2 13.2 13.2';
  return [mane, face + eyes + nose, mouth];
}

/** Prince: a pawn crowned with a small three-pointed coronet (it steps like a king but is not royal). */
function prince(): string[] {
  const coronet = polygon([
    [8.2, 8],
    [7.4, 3],
    [10, 5.4],
    [12, 2.2],
    [14, 5.4],
    [16.6, 3],
    [15.8, 8],
  ]);
  const collar = 'M7.6 8.6H16.4Q17 8.6 17 9.2V9.8Q17 10.4 16.4 10.4H7.6Q7 10.4 7 9.8V9.2Q7 8.6 7.6 8.6Z';
  const body = 'M9.4 11H14.6C14.6 13.4 15.6 15.2 17.2 17H6.8C8.4 15.2 9.4 13.4 9.4 11Z';
  return [coronet, collar, body];
}

/** The body paths of each fairy kind (the base is added by pieces.ts); its names are in the `pieces` catalogue. */
export const FAIRY_PIECES: Record<string, { paths: string[] }> = {
  C: { paths: cannon() },
  M: { paths: camel() },
  E: { paths: elephant() },
  A: { paths: eagle() },
  L: { paths: lion() },
  I: { paths: prince() },
};
