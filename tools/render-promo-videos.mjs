#!/usr/bin/env node
// Renders the two brands' promo videos (customer-side §1/§2: "the second brand swaps the promo
// video") from their poster illustrations: a slow push-in on the poster, then a title card in the
// brand's colours. Run once by a developer (needs a running server, Debian's chromium and ffmpeg);
// the outputs are committed under apps/web/public/video/ (ADR 184). Not part of the build or CI.
//
//   PORT=3300 npm start   # or any running server
//   node tools/render-promo-videos.mjs http://localhost:3300
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:3300';
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/video');
const port = new URL(base).port;
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf';
const FONT_BODY = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

const brands = [
  // the title card is bilingual (the same video serves both languages; captions are per language)
  {
    id: 'main',
    host: 'localhost',
    file: 'mijote-kitchen',
    name: 'Mijote',
    en: 'Cooked every day in the West Island',
    fr: 'Cuisiné chaque jour dans l’Ouest-de-l’Île',
    bg: '0x8C1D40',
    fg: 'white',
  },
  {
    id: 'bakery',
    host: 'bakery.localhost',
    file: 'la-mie-mijote-bakery',
    name: 'La Mie Mijote',
    en: 'Bread from the oven every morning',
    fr: 'Du pain sorti du four chaque matin',
    bg: '0x8A5A2B',
    fg: 'white',
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const work = mkdtempSync(path.join(tmpdir(), 'mijote-video-'));
try {
  for (const b of brands) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
    await page.goto(`http://${b.host}:${port}/en/`);
    // the division-move modal opens on every visit: remove it and the backdrop from the shot
    await page.waitForSelector('dialog[open]');
    // eslint-disable-next-line no-undef -- runs in the page
    await page.evaluate(() => document.querySelectorAll('dialog').forEach((d) => d.close()));
    const png = path.join(work, `${b.file}.png`);
    const text = (name, value) => {
      const f = path.join(work, `${b.file}-${name}.txt`);
      writeFileSync(f, value);
      return f;
    };
    await page.locator('.poster svg').first().screenshot({ path: png });
    await page.close();
    // 7 s push-in on the poster (25 fps), 3 s title card, cross-faded; 960 × 720
    const filter = [
      `[0:v]scale=1920:1440,zoompan=z='min(zoom+0.0009,1.16)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=175:s=960x720:fps=25,format=yuv420p,setsar=1[a]`,
      `color=c=${b.bg}:s=960x720:d=3:r=25,format=yuv420p,` +
        `drawtext=fontfile=${FONT}:textfile=${text('name', b.name)}:fontcolor=${b.fg}:fontsize=88:x=(w-text_w)/2:y=(h-text_h)/2-70,` +
        `drawtext=fontfile=${FONT_BODY}:textfile=${text('en', b.en)}:fontcolor=${b.fg}:fontsize=32:x=(w-text_w)/2:y=(h/2)+40,` +
        `drawtext=fontfile=${FONT_BODY}:textfile=${text('fr', b.fr)}:fontcolor=${b.fg}:fontsize=32:x=(w-text_w)/2:y=(h/2)+90,setsar=1[b]`,
      `[a][b]xfade=transition=fade:duration=0.8:offset=6.2,fade=t=in:st=0:d=0.6[v]`,
    ].join(';');
    const common = ['-y', '-loop', '1', '-i', png, '-filter_complex', filter, '-map', '[v]', '-an', '-t', '9.2'];
    execFileSync('ffmpeg', [...common, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-row-mt', '1', path.join(out, `${b.file}.webm`)], {
      stdio: 'inherit',
    });
    execFileSync(
      'ffmpeg',
      [...common, '-c:v', 'libx264', '-crf', '28', '-preset', 'slow', '-movflags', '+faststart', path.join(out, `${b.file}.mp4`)],
      { stdio: 'inherit' },
    );
    console.log(`rendered ${b.file}.webm and .mp4`);
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
