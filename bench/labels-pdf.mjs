#!/usr/bin/env node
// Issue 16: "a 2,000-label PDF is produced in under 10 s and streamed". Draws N labels (default
// 2,000: 200 Letter pages) with the production drawing code (apps/api/src/modules/kitchen/
// labels-pdf.ts) and realistic bilingual text, into a byte-counting sink; prints the time to the
// first byte, the time to the last byte, the PDF size and the process's peak memory (max RSS).
// The database read in front of it (one indexed query for the lines, three small ones for the
// products) is not in these figures.
//
// Usage: node --import tsx bench/labels-pdf.mjs [--labels 2000]
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { labelsPdf } from '../apps/api/src/modules/kitchen/labels-pdf.ts';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const n = arg('labels', 2000);

const dishes = [
  ['Meatball stew', 'Ragoût de boulettes', 'SU'],
  ['Stout-braised beef short ribs', 'Bouts de côtes braisés à la bière noire', 'SU'],
  ['Shepherd’s pie with roasted garlic mash', 'Pâté chinois à la purée à l’ail rôti', 'SU'],
  ['Maple-glazed salmon, wild rice and green beans', 'Saumon à l’érable, riz sauvage et haricots verts', 'LU'],
  ['Chicken cobb salad', 'Salade cobb au poulet', 'SD'],
];
const kinds = ['regular', 'regular', 'regular', 'familyPack', 'kids', 'half'];
const labels = Array.from({ length: n }, (_, i) => {
  const [en, fr] = dishes[i % dishes.length];
  return {
    titleEn: en,
    titleFr: fr,
    kind: kinds[i % kinds.length],
    tags: [{ en: 'Quebec classic', fr: 'Classique québécois' }],
    cooking: [
      {
        en: 'Stove top: 8 minutes over medium heat, stirring. Microwave: 3 minutes, covered, then let stand 1 minute.',
        fr: 'Cuisinière : 8 minutes à feu moyen en remuant. Micro-ondes : 3 minutes, couvert, puis laisser reposer 1 minute.',
      },
    ],
    customer: `Client ${1000 + Math.floor(i / 7)} Tremblay-Gagnon`,
    invoiceId: 50_000 + Math.floor(i / 7),
    date: '2026-12-03',
    bestBefore: '2026-12-06',
    route: { driver: `Route ${1 + (Math.floor(i / 70) % 9)}`, stop: 1 + (Math.floor(i / 7) % 40) },
  };
});

const start = process.hrtime.bigint();
let firstByte = null;
let bytes = 0;
const sink = new Writable({
  write(chunk, _enc, done) {
    if (firstByte === null) firstByte = process.hrtime.bigint();
    bytes += chunk.length;
    done();
  },
});
await pipeline(labelsPdf(labels, 'bench'), sink);
const end = process.hrtime.bigint();
const ms = (t) => Number((t - start) / 1_000_000n);
const maxRssMb = process.resourceUsage().maxRSS / 1024;
console.log(
  JSON.stringify(
    {
      labels: n,
      pages: Math.ceil(n / 10),
      firstByteMs: ms(firstByte),
      totalMs: ms(end),
      pdfKB: Math.round(bytes / 1024),
      peakRssMB: Math.round(maxRssMb),
      budgetMs: 10_000,
      ok: ms(end) < 10_000,
    },
    null,
    1,
  ),
);
