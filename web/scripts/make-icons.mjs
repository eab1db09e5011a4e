// Writes the app icons of public/icons/ (the web app manifest's, public/manifest.webmanifest): the favicon's
// two-by-two board (index.html) as SVG and as PNG at 192 and 512 pixels, and a maskable PNG whose board sits inside
// the safe zone on the accent colour (src/style.css --accent), for launchers that cut icons into circles.
// Usage: node scripts/make-icons.mjs (from web/). No dependency: squares are whole pixels, PNG is zlib plus CRC-32.

import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const LIGHT = [0xf0, 0xd9, 0xb5];
const DARK = [0xb5, 0x88, 0x63];
const ACCENT = [0x2f, 0x6f, 0x5e];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** An opaque RGB PNG of `size` pixels, each pixel's colour from `colour(x, y)`. */
function png(size, colour) {
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    rows[row] = 0; // filter: none
    for (let x = 0; x < size; x++) rows.set(colour(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The favicon's board over the square [x0, x0 + side): light top-left and bottom-right, dark elsewhere. */
const board = (x0, side) => (x, y) => (x - x0 < side / 2 === y - x0 < side / 2 ? LIGHT : DARK);

const outDir = new URL('../public/icons/', import.meta.url);
mkdirSync(outDir, { recursive: true });
const write = (name, data) => writeFileSync(new URL(name, outDir), data);

write(
  'icon.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0h8v8H0z" fill="#b58863"/><path d="M0 0h4v4H0zM4 4h4v4H4z" fill="#f0d9b5"/></svg>\n`,
);
for (const size of [192, 512]) write(`icon-${size}.png`, png(size, board(0, size)));
// Maskable: the safe zone is the centred circle of 80 % of the width; a square of half the width fits in it.
write(
  'icon-maskable-512.png',
  png(512, (x, y) => (x >= 128 && x < 384 && y >= 128 && y < 384 ? board(128, 256)(x, y) : ACCENT)),
);
