// The drawing of each dish kind (issue 11, ADR 212): hand-written flat SVG on a 400×300 canvas.
// The markup only names colour classes; the palette is a CSS block in front of it, so one drawing
// serves both brands: dishware, boxes and cups take the brand's primary and accent, the ground its
// soft tints, and the food two colours of the product (`f` and `e`, from its `illustration`).
// Fixed food tones (greens, tomato, crust, cheese…) are the same for both brands.
import type { DishArt } from '@mijote/db/schema';

/** The classes a drawing may use (the palette block defines each). */
const CLASSES =
  '.g{fill:var(--g)}.h{fill:var(--h)}.p{fill:var(--p)}.q{fill:var(--q)}.a{fill:var(--a)}.f{fill:var(--f)}.e{fill:var(--e)}' +
  '.w{fill:#fff}.c{fill:#F7EFE2}.gr{fill:#4F8F3A}.lg{fill:#9CC567}.tm{fill:#C8402E}.br{fill:#D69A52}.bd{fill:#A8652E}' +
  '.dk{fill:#5A3320}.ch{fill:#F2C14E}.ck{fill:#F1DDB5}.k{fill:#2B2522}.wd{fill:#B98150}.pk{fill:#F3A08C}.mt{fill:#C5CACF}' +
  '.gl{fill:#fff;opacity:.55}.sp{stroke:var(--p);stroke-width:6}' +
  '.s{fill:none;stroke-linecap:round;stroke-linejoin:round}.sa{stroke:var(--a);stroke-width:7}.sk{stroke:#2B2522;stroke-width:4}' +
  '.sg{stroke:#4F8F3A;stroke-width:7}.sf{stroke:var(--f);stroke-width:9}.sc{stroke:#F2C14E;stroke-width:8}.sd{stroke:#A8652E;stroke-width:4}' +
  '.sw{stroke:#fff;stroke-width:5}.sq{stroke:var(--q);stroke-width:6}';

export interface ArtPalette {
  /** brand primary, its strong shade, accent, soft ground, soft accent ground */
  p: string;
  q: string;
  a: string;
  g: string;
  h: string;
}

export const BRAND_ART_PALETTES = {
  main: { p: '#8C1D40', q: '#6E1532', a: '#E3A72F', g: '#F5E6EA', h: '#FBEFD3' },
  bakery: { p: '#8A5A2B', q: '#6C4520', a: '#F3D9A4', g: '#F4EADF', h: '#FAF0DA' },
} as const satisfies Record<string, ArtPalette>;

export type ArtBrand = keyof typeof BRAND_ART_PALETTES;

// ── shared pieces ────────────────────────────────────────────────────────────────────────────
const plate = (cx = 200, cy = 170, rx = 165, ry = 100) =>
  `<ellipse class="q" cx="${cx}" cy="${cy + 8}" rx="${rx}" ry="${ry}"/><ellipse class="w sp" cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"/>` +
  `<ellipse class="c" cx="${cx}" cy="${cy}" rx="${Math.round(rx * 0.74)}" ry="${Math.round(ry * 0.7)}"/>`;
/** A bowl seen from the side: the food's surface at y, half-width w. */
const bowl = (food = 'f', cx = 200, y = 130, w = 130) =>
  `<ellipse class="q" cx="${cx}" cy="${y + Math.round(w * 0.86)}" rx="${Math.round(w * 0.42)}" ry="14"/>` +
  `<path class="p" d="M${cx - w} ${y}A${w} ${Math.round(w * 0.86)} 0 0 0 ${cx + w} ${y}Z"/>` +
  `<ellipse class="a" cx="${cx}" cy="${y}" rx="${w}" ry="${Math.round(w * 0.27)}"/>` +
  `<ellipse class="${food}" cx="${cx}" cy="${y + 2}" rx="${w - 12}" ry="${Math.round(w * 0.27) - 8}"/>`;
const board = (x = 40, y = 80, w = 300, h = 160) =>
  `<rect class="bd" x="${x + 6}" y="${y + 8}" width="${w}" height="${h}" rx="22"/><rect class="wd" x="${x}" y="${y}" width="${w}" height="${h}" rx="22"/>` +
  `<rect class="wd" x="${x + w - 10}" y="${y + h / 2 - 16}" width="54" height="32" rx="16"/><circle class="bd" cx="${x + w + 30}" cy="${y + h / 2}" r="7"/>`;
const steam = (x = 170) => `<path class="s sa" d="M${x} 70q-14-18 0-36M${x + 30} 64q-14-18 0-36M${x + 60} 70q-14-18 0-36"/>`;
const dots = (cls: string, r: number, pts: number[]) => {
  let out = '';
  for (let i = 0; i < pts.length; i += 2) out += `<circle class="${cls}" cx="${pts[i]}" cy="${pts[i + 1]}" r="${r}"/>`;
  return out;
};
const chopsticks = `<path class="s sk" d="M300 40l60 150M320 36l48 156"/>`;

// ── the drawings ─────────────────────────────────────────────────────────────────────────────
export const DISH_ART_DRAWINGS: Readonly<Record<DishArt, string>> = {
  // Pot pie, tourtière: a round pie with a crimped crust and steam vents.
  'meat-pie':
    `<ellipse class="q" cx="200" cy="196" rx="160" ry="62"/><ellipse class="p" cx="200" cy="184" rx="160" ry="62"/>` +
    `<ellipse class="bd" cx="200" cy="160" rx="138" ry="62"/><ellipse class="br" cx="200" cy="152" rx="124" ry="52"/>` +
    dots('bd', 9, [80, 150, 100, 118, 140, 104, 200, 98, 260, 104, 300, 118, 320, 150, 300, 186, 260, 200, 200, 206, 140, 200, 100, 186]) +
    `<path class="s sd" d="M170 140q10 10 20 0M210 140q10 10 20 0M190 170q10 10 20 0"/>` +
    steam(),
  // Dal, butter chicken: a bowl of sauce beside a mound of white rice, with cilantro.
  curry:
    bowl('f') +
    `<ellipse class="w" cx="140" cy="124" rx="62" ry="20"/>` +
    dots('e', 9, [210, 128, 250, 122, 282, 134, 236, 142]) +
    dots('gr', 5, [224, 120, 268, 140, 300, 124, 130, 118]),
  // Shawarma bowl, Buddha bowl: sections of rice, greens and toppings, a pita wedge.
  'grain-bowl':
    bowl('w') +
    `<path class="gr" d="M200 104l70 2q20 14 0 30l-70 4z"/><path class="f" d="M130 108l70-4v36l-70-2q-30-14 0-30z"/>` +
    dots('e', 8, [150, 150, 172, 146, 194, 150, 214, 150, 236, 146]) +
    `<path class="br" d="M250 112l80-70 18 78z"/><path class="s sd" d="M270 100l50-40"/>`,
  // Poké: rice, fish cubes, avocado slices, sesame, chopsticks.
  'poke-bowl':
    bowl('w') +
    `<rect class="f" x="110" y="112" width="24" height="22" rx="4"/><rect class="f" x="140" y="104" width="24" height="22" rx="4"/><rect class="f" x="130" y="132" width="24" height="20" rx="4"/>` +
    `<path class="lg" d="M200 110q40-14 70 10q-40 6-70-10zM206 134q40-10 66 8q-40 8-66-8z"/>` +
    dots('e', 7, [290, 130, 300, 116, 180, 146]) +
    dots('k', 2, [170, 118, 186, 128, 232, 148, 250, 108]) +
    chopsticks,
  // Bibimbap: a fried egg at the centre of coloured vegetable sections.
  bibimbap:
    bowl('dk') +
    `<path class="gr" d="M90 126q30-20 70-22l10 22z"/><path class="f" d="M240 104q50 4 72 20l-82 6z"/><path class="ch" d="M96 138l76-4-30 18q-30-4-46-14z"/>` +
    `<path class="e" d="M250 134l60-2q-16 14-50 18z"/><ellipse class="w" cx="205" cy="128" rx="48" ry="20"/><circle class="ch" cx="205" cy="126" r="14"/>`,
  // Macaroni, mac and cheese, penne: short pasta in a bowl.
  'pasta-bowl':
    bowl('f') +
    `<path class="s sc" d="M110 124q8-12 20-4M150 112q10-10 20 0M190 126q8-12 20-4M230 110q10-10 20 0M270 124q8-12 20-4M170 140q10-8 18 2M240 140q10-8 18 2"/>` +
    dots('e', 6, [140, 134, 218, 118, 262, 138]),
  // Spaghetti: a nest of noodles on a plate, tomato sauce and meatballs.
  spaghetti:
    plate() +
    `<path class="s sc" d="M110 170q40-50 90-20t90 10M120 186q50-40 100-16t70 4M130 150q50-30 80-10t70 0M140 200q40-20 80-6t50-4"/>` +
    `<ellipse class="f" cx="200" cy="160" rx="60" ry="26"/>` +
    dots('dk', 14, [176, 156, 214, 150, 226, 172]) +
    dots('gr', 4, [190, 146, 240, 160]),
  // Meatball stew: a cast-iron pot with meatballs in brown gravy.
  meatballs:
    `<rect class="q" x="34" y="118" width="332" height="22" rx="11"/><path class="p" d="M60 120h280v70q0 60-80 60h-120q-80 0-80-60z"/>` +
    `<ellipse class="a" cx="200" cy="120" rx="142" ry="32"/><ellipse class="f" cx="200" cy="122" rx="128" ry="24"/>` +
    dots('dk', 20, [130, 118, 180, 126, 234, 116, 280, 126]) +
    dots('bd', 6, [124, 112, 174, 120, 228, 110, 274, 120]) +
    steam(),
  // Braised beef, short ribs: a glossy piece of braised meat with carrots and mash.
  'braised-beef':
    plate() +
    `<ellipse class="ck" cx="150" cy="176" rx="56" ry="32"/><rect class="dk" x="170" y="130" width="110" height="66" rx="24"/>` +
    `<path class="s sw" d="M190 146q30-10 70 0" opacity=".35"/><ellipse class="f" cx="230" cy="200" rx="66" ry="14"/>` +
    `<rect class="e" x="110" y="206" width="46" height="12" rx="6" transform="rotate(-12 132 212)"/><rect class="e" x="270" y="134" width="44" height="12" rx="6" transform="rotate(20 292 140)"/>`,
  // Pork tenderloin, Easter ham: a row of roast slices with fruit wedges.
  roast:
    plate() +
    `<ellipse class="dk" cx="140" cy="168" rx="46" ry="40"/><ellipse class="pk" cx="144" cy="168" rx="34" ry="30"/>` +
    `<ellipse class="dk" cx="200" cy="166" rx="46" ry="40"/><ellipse class="pk" cx="204" cy="166" rx="34" ry="30"/>` +
    `<ellipse class="dk" cx="258" cy="168" rx="44" ry="40"/><ellipse class="f" cx="262" cy="168" rx="32" ry="30"/>` +
    `<path class="e" d="M110 206q20-24 40 0zM250 206q20-24 40 0z"/>` +
    dots('gr', 5, [180, 210, 214, 214]),
  // Turkey dinner, duck confit: a roast bird with two drumsticks.
  'roast-poultry':
    plate(200, 180, 170, 96) +
    `<ellipse class="bd" cx="200" cy="156" rx="100" ry="66"/><ellipse class="f" cx="196" cy="150" rx="86" ry="54"/>` +
    `<path class="bd" d="M100 150q-40 0-40 30 0 24 40 14z"/><path class="bd" d="M300 150q40 0 40 30 0 24-40 14z"/>` +
    dots('w', 11, [58, 188, 342, 188]) +
    `<path class="s sw" d="M160 126q30-18 70-6" opacity=".5"/>` +
    dots('gr', 7, [120, 226, 280, 226]) +
    dots('tm', 6, [140, 232, 262, 232]),
  // Salmon, cod: a fillet with grill marks, lemon and greens.
  'fish-fillet':
    plate() +
    `<path class="f" d="M104 160q40-40 150-30q40 10 40 30-10 30-60 34-90 8-130-34z"/>` +
    `<path class="s sw" d="M150 150l-12 30M190 144l-12 42M230 144l-12 44" opacity=".6"/>` +
    `<path class="ch" d="M270 196a34 34 0 0 1 60 0z"/><path class="gr" d="M110 200q30-20 60 4q-30 14-60-4z"/>` +
    dots('e', 8, [292, 150, 306, 166]),
  // Lasagna: a slice seen from the side, layers of pasta, sauce and cheese.
  lasagna:
    plate() +
    `<rect class="ch" x="118" y="96" width="164" height="96" rx="8"/><rect class="f" x="118" y="110" width="164" height="16"/>` +
    `<rect class="w" x="118" y="136" width="164" height="12"/><rect class="f" x="118" y="156" width="164" height="16"/>` +
    `<path class="e" d="M118 96h164v14q-20 8-40 0t-40 0-40 0-44 0z"/>` +
    dots('bd', 5, [140, 100, 190, 102, 250, 100]) +
    dots('gr', 5, [160, 96, 220, 94]),
  // Pâté chinois: a glass dish showing its three layers, beef, corn and browned mash.
  'pate-chinois':
    `<rect class="q" x="40" y="110" width="320" height="150" rx="24"/><rect class="c" x="52" y="96" width="296" height="150" rx="20"/>` +
    `<rect class="dk" x="60" y="192" width="280" height="46" rx="10"/><rect class="ch" x="60" y="154" width="280" height="38"/>` +
    dots('e', 5, [90, 172, 140, 166, 200, 176, 260, 168, 310, 174]) +
    `<path class="ck" d="M60 154v-34q20-20 40 0t40 0 40 0 40 0 40 0 40 0 40 0v34z"/>` +
    `<path class="s sd" d="M70 112q20-14 40 0M190 112q20-14 40 0M290 112q20-14 40 0"/><rect class="gl" x="52" y="96" width="296" height="12" rx="6"/>`,
  // Chili: red beans and a dollop of sour cream with green onion.
  chili:
    bowl('f') +
    dots('dk', 8, [120, 124, 150, 112, 176, 134, 230, 110, 262, 130, 290, 118, 210, 140]) +
    `<path class="w" d="M180 120q6-22 30-18q24 4 18 20q-24 10-48-2z"/>` +
    dots('gr', 4, [196, 104, 214, 108, 164, 120, 248, 124]) +
    steam(),
  // Soups: a soup bowl with croutons, herbs and steam (the soup's colour is the product's).
  soup:
    bowl('f', 200, 140, 140) +
    `<rect class="e" x="140" y="124" width="24" height="20" rx="5"/><rect class="e" x="214" y="132" width="22" height="18" rx="5"/><rect class="e" x="250" y="120" width="20" height="18" rx="5"/>` +
    dots('gr', 5, [190, 126, 236, 148, 120, 140]) +
    `<path class="s sq" d="M300 130l60-80"/><ellipse class="q" cx="362" cy="46" rx="18" ry="12" transform="rotate(-50 362 46)"/>` +
    steam(),
  // Risotto: creamy rice with mushroom slices and parsley.
  risotto:
    plate() +
    `<ellipse class="ck" cx="200" cy="166" rx="110" ry="58"/>` +
    dots('w', 4, [140, 160, 160, 176, 180, 150, 230, 184, 260, 160, 250, 146, 150, 190, 280, 176]) +
    `<path class="f" d="M150 150q20-30 40 0h-14v14h-12v-14z"/><path class="f" d="M220 170q20-30 40 0h-14v14h-12v-14z"/><path class="f" d="M186 190q16-24 32 0h-11v10h-10v-10z"/>` +
    dots('gr', 4, [200, 150, 240, 150, 170, 200]),
  // General Tao: a take-out box with a wire handle, chicken peeking out, chopsticks.
  'takeout-box':
    `<path class="s sk" d="M120 110q80-90 160 0"/>` +
    dots('f', 18, [160, 104, 196, 96, 232, 104]) +
    dots('e', 5, [176, 90, 214, 92]) +
    `<path class="ck" d="M100 110l24-40h50l-10 40zM300 110l-24-40h-50l10 40z"/><path class="w" d="M100 110h200l-30 150h-140z"/><path class="c" d="M100 110l30 150h-14z"/><path class="p" d="M110 170h180l-6 34h-168z"/>` +
    `<path class="s sk" d="M280 50l70 160M300 44l60 170"/>`,
  // Kids' plate: a divided plate with finger food, ketchup, peas and apple slices.
  'kids-plate':
    `<rect class="q" x="44" y="74" width="312" height="196" rx="40"/><rect class="w sp" x="40" y="64" width="320" height="196" rx="40"/>` +
    `<path class="s sq" d="M200 80v164M208 164h136"/>` +
    `<rect class="br" x="70" y="94" width="110" height="28" rx="14" transform="rotate(-8 125 108)"/><rect class="br" x="72" y="134" width="104" height="28" rx="14"/><rect class="br" x="74" y="176" width="106" height="28" rx="14" transform="rotate(6 127 190)"/>` +
    `<circle class="tm" cx="120" cy="226" r="14"/>` +
    dots('lg', 9, [240, 110, 262, 100, 282, 116, 300, 104, 258, 124, 320, 120]) +
    `<path class="e" d="M230 214q30-40 60 0zM280 220q30-40 60 0z"/>`,
  // Maki: rolls of nori, rice and filling on a slate, with chopsticks.
  maki:
    `<rect class="q" x="40" y="200" width="320" height="36" rx="10"/>` +
    [100, 200, 300]
      .map(
        (x) =>
          `<rect class="k" x="${x - 44}" y="120" width="88" height="86" rx="14"/><ellipse class="k" cx="${x}" cy="122" rx="44" ry="26"/>` +
          `<ellipse class="w" cx="${x}" cy="122" rx="36" ry="20"/><ellipse class="f" cx="${x}" cy="122" rx="14" ry="9"/><circle class="e" cx="${x + 12}" cy="118" r="6"/>`,
      )
      .join('') +
    `<path class="s sd" d="M60 70l290-20M70 84l290-14"/>`,
  // Pizza: a round pie with one slice pulled away.
  pizza:
    `<circle class="br" cx="180" cy="156" r="118"/><circle class="tm" cx="180" cy="156" r="100"/><circle class="ch" cx="180" cy="156" r="88" opacity=".85"/>` +
    dots('f', 13, [140, 110, 104, 160, 150, 204, 204, 222, 214, 96, 190, 150]) +
    dots('gr', 6, [130, 136, 176, 182, 236, 190, 120, 196]) +
    dots('e', 7, [166, 124, 230, 124, 150, 170]) +
    `<path class="g" d="M180 156l112-34a118 118 0 0 1 0 68z"/>` +
    `<g transform="translate(-16 0)"><path class="br" d="M306 118l86-24a120 120 0 0 1 0 120l-86-26z"/><path class="tm" d="M314 126l66-18a100 100 0 0 1 0 92l-66-18z"/><path class="ch" d="M320 132l56-14a90 90 0 0 1 0 72l-56-14z" opacity=".85"/>` +
    dots('f', 9, [350, 140, 346, 174]) +
    `</g>`,
  // Salads: a bowl of leaves, tomatoes and toppings.
  salad:
    bowl('lg') +
    `<path class="gr" d="M90 120q30-40 70-10q-30 20-70 10zM180 100q40-30 70 0q-40 20-70 0zM250 130q30-40 70-6q-30 20-70 6z"/>` +
    dots('tm', 10, [150, 132, 230, 132]) +
    dots('f', 9, [196, 122, 280, 110, 126, 110]) +
    dots('e', 7, [170, 112, 250, 114, 300, 130]),
  // Grain salads: quinoa and kale on a plate with coloured cubes and crumbled cheese.
  'grain-salad':
    plate() +
    `<ellipse class="ck" cx="200" cy="168" rx="110" ry="56"/>` +
    dots('w', 3, [130, 160, 150, 180, 170, 150, 200, 190, 260, 150, 270, 180, 230, 200]) +
    `<path class="gr" d="M120 150q20-30 50-6q-30 14-50 6zM230 140q30-24 54 4q-34 10-54-4zM160 200q30-20 54 4q-30 10-54-4z"/>` +
    `<rect class="f" x="180" y="150" width="18" height="18" rx="3"/><rect class="f" x="250" y="176" width="18" height="18" rx="3"/><rect class="f" x="130" y="176" width="16" height="16" rx="3"/>` +
    dots('e', 7, [214, 176, 160, 140, 290, 164]),
  // Smoked meat, club: a tall sandwich held by a pick.
  sandwich:
    plate(200, 200, 160, 70) +
    `<path class="br" d="M90 210l220 0q10-16 0-20h-220q-10 4 0 20z"/><rect class="f" x="86" y="152" width="228" height="38" rx="12"/>` +
    `<path class="s sc" d="M90 150h220"/><path class="gr" d="M84 146q20-14 40 0t40 0 40 0 40 0 40 0 40 0v6h-240z"/>` +
    `<path class="br" d="M88 142q0-46 112-50q112 4 112 50z"/>` +
    dots('ck', 3, [150, 118, 190, 108, 240, 114, 270, 128]) +
    `<path class="s sk" d="M200 50v60"/><path class="p" d="M200 46l24 8-24 8z"/>`,
  // Paninis: a pressed sandwich cut in two, grill marks, melted cheese.
  panini:
    plate() +
    `<path class="br" d="M74 130l120-20 10 100-120 16z"/><path class="br" d="M214 112l120 18-6 100-120-14z"/>` +
    `<path class="s sd" d="M96 140l90 -14M98 170l92-14M100 200l92 -14M232 130l90 14M230 160l90 14M228 190l90 14"/>` +
    `<path class="ch" d="M194 110l12 100h-6q-10-40-12-96z"/><path class="f" d="M200 120l8 80h-4z"/>`,
  // Wraps: two halves cut on the bias, filling showing, a paper band.
  wrap:
    plate(200, 200, 160, 70) +
    `<path class="ck" d="M90 200l50-130 80 0-40 130z"/><ellipse class="gr" cx="180" cy="76" rx="42" ry="16"/><ellipse class="f" cx="182" cy="78" rx="28" ry="10"/>` +
    `<path class="ck" d="M200 210l60-120 70 30-50 100z"/><ellipse class="lg" cx="296" cy="104" rx="38" ry="15" transform="rotate(24 296 104)"/><ellipse class="e" cx="296" cy="106" rx="24" ry="8" transform="rotate(24 296 106)"/>` +
    `<path class="p" d="M104 164l72 0-14 36h-72z"/><path class="p" d="M228 156l64 26-16 32-64-24z"/>`,
  // Breakfast burrito: a foil-wrapped burrito cut open on its filling.
  burrito:
    `<ellipse class="q" cx="200" cy="236" rx="150" ry="22"/>` +
    `<rect class="ck" x="60" y="110" width="230" height="110" rx="55"/><path class="mt" d="M60 150q0-40 55-40h40l-30 110h-10q-55 0-55-55z"/>` +
    `<ellipse class="ck" cx="292" cy="165" rx="48" ry="56"/><ellipse class="ch" cx="292" cy="165" rx="36" ry="44"/>` +
    dots('f', 9, [280, 146, 300, 176, 286, 188]) +
    dots('e', 6, [300, 140, 276, 168]) +
    dots('gr', 5, [306, 160, 284, 130]),
  // Bistro burger: bun, lettuce, cheese and patty, with fries in a cup.
  burger:
    `<ellipse class="q" cx="170" cy="250" rx="130" ry="16"/>` +
    `<rect class="br" x="60" y="206" width="220" height="40" rx="16"/><rect class="dk" x="56" y="178" width="228" height="30" rx="14"/>` +
    `<path class="ch" d="M60 178h220l-20 20-30-14-40 18-40-18-40 16z"/><path class="gr" d="M52 170q20 16 40 0t40 0 40 0 40 0 40 0 36 0v10h-236z"/>` +
    `<path class="br" d="M60 170q0-90 110-92q110 2 110 92z"/>` +
    dots('w', 4, [120, 120, 160, 104, 200, 112, 230, 130, 150, 140]) +
    `<path class="ch" d="M300 130l10-70h10l-4 70zM318 130l16-66h10l-12 66zM338 130l10-60h10l-6 60z"/><path class="p" d="M292 120h82l-10 120h-62z"/>`,
  // Satay, souvlaki: skewers of grilled pieces on a plate.
  skewers:
    plate() +
    `<path class="s sk" d="M60 140l290 -20M70 190l290 -14"/>` +
    [
      [110, 136],
      [160, 133],
      [210, 130],
      [260, 126],
      [120, 186],
      [170, 183],
      [220, 180],
      [270, 176],
    ]
      .map(([x, y], i) => `<rect class="${i % 2 ? 'e' : 'f'}" x="${x! - 20}" y="${y! - 16}" width="40" height="32" rx="8"/>`)
      .join('') +
    dots('gr', 5, [310, 150, 320, 200]),
  // Oatmeal: porridge with apple slices, cinnamon and a maple drizzle.
  oatmeal:
    bowl('ck') +
    dots('bd', 3, [130, 120, 150, 134, 180, 118, 240, 136, 270, 120, 290, 132]) +
    `<path class="e" d="M180 112q30-30 60 0zM210 130q30-30 60 0z"/><path class="s sf" d="M120 128q40-16 70 0t60 0"/>`,
  // Quiche: a fluted tart with a slice taken out, bacon and herbs.
  quiche:
    plate() +
    `<path class="br" d="M200 162l110-20a114 60 0 1 0 0 40z"/><path class="f" d="M200 162l94-14a96 48 0 1 0 0 28z"/>` +
    dots('e', 7, [150, 150, 180, 176, 130, 170, 220, 140, 170, 132]) +
    dots('gr', 4, [160, 160, 210, 180, 240, 150]) +
    `<path class="br" d="M262 196l62-12v34l-62 12z"/><path class="f" d="M266 196l56-10v14l-56 10z"/>`,
  // French toast: thick slices stacked with berries and syrup.
  'french-toast':
    plate() +
    `<rect class="bd" x="100" y="140" width="150" height="60" rx="20" transform="rotate(-6 175 170)"/><rect class="ck" x="108" y="146" width="134" height="46" rx="16" transform="rotate(-6 175 170)"/>` +
    `<rect class="bd" x="150" y="112" width="150" height="60" rx="20" transform="rotate(8 225 142)"/><rect class="br" x="158" y="118" width="134" height="46" rx="16" transform="rotate(8 225 142)"/>` +
    `<path class="s sf" d="M176 130q30 10 60 0t40 10"/>` +
    dots('e', 9, [120, 210, 140, 220, 290, 200]) +
    dots('tm', 9, [270, 214, 306, 186]),
  // Parfait: a stemmed dessert cup of yogurt, berry and granola layers, whipped cream, a long spoon.
  parfait:
    `<ellipse class="q" cx="200" cy="262" rx="72" ry="10"/><ellipse class="gl" cx="200" cy="254" rx="62" ry="12"/><rect class="gl" x="190" y="196" width="20" height="60"/>` +
    `<path class="gl" d="M106 80h188l-22 112q-72 24-144 0z"/><path class="w" d="M112 104h176l-6 34h-164z"/><path class="f" d="M118 138h164l-5 28h-154z"/>` +
    `<path class="br" d="M123 166h154l-5 22q-72 20-144 0z"/><path class="w" d="M130 104q0-30 30-30 10-24 40-20 30-4 40 20 30 0 30 30z"/>` +
    dots('f', 10, [166, 80, 204, 70, 238, 84]) +
    dots('e', 7, [186, 88, 222, 92]) +
    dots('bd', 3, [150, 176, 190, 182, 236, 176]) +
    `<path class="gr" d="M200 60q10-20 28-14q-8 18-28 14z"/><path class="s sq" d="M262 110l70-90"/><ellipse class="q" cx="336" cy="16" rx="9" ry="15" transform="rotate(38 336 16)"/>`,
  // Croissants: golden crescents with their rolled layers.
  croissants:
    `<ellipse class="q" cx="200" cy="246" rx="160" ry="20"/>` +
    [
      [130, 170],
      [270, 180],
      [200, 120],
    ]
      .map(
        ([x, y]) =>
          `<path class="br" d="M${x! - 80} ${y! + 20}q20-70 80-70t80 70q-20 10-30 0-20-40-50-40t-50 40q-10 10-30 0z"/>` +
          `<path class="s sd" d="M${x! - 30} ${y! - 30}l10 26M${x} ${y! - 42}v30M${x! + 30} ${y! - 30}l-10 26"/>`,
      )
      .join(''),
  // Muffin: a domed top with berries in a pleated paper cup.
  muffin:
    `<ellipse class="q" cx="200" cy="262" rx="90" ry="12"/>` +
    `<path class="p" d="M120 150h160l-22 110h-116z"/><path class="s sw" d="M150 158l6 96M180 158l3 98M220 158l-3 98M250 158l-6 96" opacity=".5"/>` +
    `<path class="br" d="M104 158q-10-100 96-104q106 4 96 104z"/>` +
    dots('e', 9, [150, 110, 196, 86, 240, 112, 180, 130, 262, 140]) +
    dots('ck', 3, [170, 96, 220, 100, 140, 136]),
  // Egg rolls: golden rolls with a sweet and sour sauce.
  'egg-rolls':
    plate() +
    `<rect class="br" x="70" y="120" width="180" height="40" rx="20" transform="rotate(-10 160 140)"/><rect class="br" x="80" y="170" width="180" height="40" rx="20" transform="rotate(-4 170 190)"/>` +
    `<path class="s sd" d="M120 130l-4 30M160 124l-4 30M200 118l-4 30M130 174v36M170 172v36M210 170v36"/>` +
    `<ellipse class="q" cx="300" cy="180" rx="40" ry="24"/><ellipse class="f" cx="300" cy="174" rx="32" ry="16"/>`,
  // Samosas: triangles of golden pastry with a green chutney.
  samosas:
    plate() +
    `<path class="br" d="M70 200l60-100 60 100z"/><path class="bd" d="M130 100l10 100h-10z" opacity=".5"/>` +
    `<path class="br" d="M160 210l60-110 60 110z"/><path class="bd" d="M220 100l8 110h-8z" opacity=".5"/>` +
    `<ellipse class="q" cx="306" cy="156" rx="36" ry="22"/><ellipse class="gr" cx="306" cy="150" rx="28" ry="14"/>` +
    dots('e', 4, [300, 148]),
  // Dumplings: pleated dumplings in a bamboo steamer.
  dumplings:
    `<ellipse class="bd" cx="200" cy="200" rx="170" ry="70"/><ellipse class="wd" cx="200" cy="186" rx="160" ry="62"/><ellipse class="ck" cx="200" cy="178" rx="140" ry="50"/>` +
    [
      [130, 176],
      [200, 160],
      [270, 176],
      [200, 204],
    ]
      .map(
        ([x, y]) =>
          `<path class="w" d="M${x! - 40} ${y! + 12}q0-40 40-40t40 40z"/><path class="s sd" d="M${x! - 20} ${y! - 20}l6 18M${x} ${y! - 28}v20M${x! + 20} ${y! - 20}l-6 18" opacity=".6"/>`,
      )
      .join('') +
    dots('gr', 4, [110, 150, 290, 150]),
  // Hummus: a swirl with olive oil and paprika, chickpeas, pita triangles and crudités.
  hummus:
    bowl('ck', 170, 140, 120) +
    `<path class="s sd" d="M110 140q60-30 120 0" opacity=".5"/><ellipse class="f" cx="170" cy="140" rx="30" ry="8"/>` +
    dots('tm', 3, [140, 132, 190, 130, 210, 146]) +
    dots('e', 7, [120, 148, 226, 136]) +
    `<path class="br" d="M290 80l70 40-60 30z"/><path class="br" d="M300 160l70-10-40 60z"/>` +
    `<rect class="e" x="250" y="210" width="110" height="14" rx="7" transform="rotate(-14 305 217)"/><rect class="lg" x="240" y="236" width="110" height="14" rx="7" transform="rotate(-6 295 243)"/>`,
  // Rice: a bowl with a dome of rice (wild rice: dark grains).
  rice:
    bowl('w') +
    `<path class="w" d="M100 124q20-70 100-74t100 74z"/>` +
    dots('e', 3, [140, 100, 170, 84, 200, 96, 230, 80, 260, 104, 180, 110, 220, 112]) +
    dots('c', 3, [156, 92, 210, 70, 246, 94]),
  // Naan: a teardrop flatbread with charred spots and garlic butter.
  naan:
    plate() +
    `<path class="br" d="M80 180q0-70 130-70q110 4 110 40t-110 60q-130 30-130-30z"/>` +
    dots('dk', 7, [130, 150, 190, 140, 250, 150, 160, 180, 220, 176]) +
    dots('gr', 3, [150, 140, 200, 160, 260, 140, 280, 160]) +
    `<path class="ch" d="M120 200q60 10 150-40" opacity=".5"/>`,
  // Mashed potatoes: a scoop with melting butter and chives.
  'mashed-potatoes':
    bowl('ck') +
    `<path class="ck" d="M100 128q10-60 60-64q20-30 50-6q50 0 80 70z"/><path class="s sw" d="M150 86q30-14 60 4M130 108q40-20 90 0" opacity=".6"/>` +
    `<rect class="ch" x="184" y="70" width="40" height="26" rx="6" transform="rotate(-10 204 83)"/>` +
    dots('gr', 3, [140, 116, 170, 100, 250, 104, 270, 116]),
  // Roast root vegetables, green beans: a sheet pan of cut vegetables with herbs.
  vegetables:
    `<rect class="q" x="40" y="90" width="320" height="170" rx="18"/><rect class="mt" x="50" y="82" width="300" height="164" rx="14"/>` +
    [
      [90, 120, 'f'],
      [150, 110, 'e'],
      [210, 124, 'ck'],
      [270, 112, 'f'],
      [110, 180, 'e'],
      [170, 170, 'f'],
      [240, 184, 'ck'],
      [300, 170, 'e'],
    ]
      .map(([x, y, c]) => `<rect class="${c}" x="${x}" y="${y}" width="38" height="34" rx="9"/>`)
      .join('') +
    `<path class="s sg" d="M80 220l60-10M200 226l70-16M290 140l40-20"/>`,
  // Coleslaw: shredded cabbage and carrot in a bowl.
  coleslaw:
    bowl('w') +
    `<path class="s sw" d="M100 120q30-10 60 4M160 106q40-12 70 2M230 118q30-12 60 6" style="stroke:#E8EFD6"/>` +
    `<path class="s sf" d="M110 130l40-10M190 120l40 8M250 130l36-14" style="stroke-width:5"/>` +
    `<path class="s sg" d="M140 112l30 6M220 104l30 8" style="stroke-width:4"/>` +
    dots('e', 3, [170, 132, 210, 114, 270, 128]),
  // Baked beans: a bean crock with its lid off and beans in maple sauce.
  'baked-beans':
    `<ellipse class="q" cx="200" cy="256" rx="110" ry="14"/><path class="dk" d="M100 120h200q30 60 0 130h-200q-30-70 0-130z"/>` +
    `<path class="ch" d="M92 170h216" style="stroke:#E3A72F;stroke-width:6" /><ellipse class="bd" cx="200" cy="120" rx="104" ry="26"/>` +
    `<ellipse class="f" cx="200" cy="120" rx="90" ry="18"/>` +
    dots('e', 8, [150, 118, 180, 112, 210, 122, 240, 114, 170, 126, 260, 124]) +
    `<ellipse class="dk" cx="330" cy="90" rx="46" ry="14" transform="rotate(30 330 90)"/><circle class="dk" cx="350" cy="70" r="10"/>`,
  // Shrimp cocktail: a coupe with shrimp hung on the rim, cocktail sauce and lemon.
  shrimp:
    `<ellipse class="q" cx="200" cy="262" rx="70" ry="12"/><path class="gl" d="M80 110h240q-20 80-110 86v56h-20v-56q-90-6-110-86z"/>` +
    `<path class="p" d="M120 258h160v-10h-160z"/><ellipse class="tm" cx="200" cy="118" rx="90" ry="16"/>` +
    [90, 150, 240, 300]
      .map(
        (x) =>
          `<path class="s sf" d="M${x} 112q-30-40 0-70q20-16 40 0" style="stroke-width:16"/><path class="s sw" d="M${x - 10} 90h16M${x - 6} 70h16" style="stroke-width:3"/>`,
      )
      .join('') +
    `<path class="ch" d="M300 120a30 30 0 0 1 56 -20z"/>`,
  // Bruschetta: toasted slices with diced tomato and basil.
  bruschetta:
    board() +
    [
      [70, 110],
      [150, 140],
      [230, 110],
    ]
      .map(
        ([x, y]) =>
          `<rect class="bd" x="${x}" y="${y}" width="76" height="100" rx="26"/><rect class="br" x="${x! + 4}" y="${y! - 6}" width="68" height="98" rx="22"/>` +
          dots('tm', 8, [x! + 22, y! + 18, x! + 46, y! + 28, x! + 30, y! + 50, x! + 52, y! + 62, x! + 24, y! + 76]) +
          `<path class="gr" d="M${x! + 30} ${y! + 36}q14-16 26 0q-14 10-26 0z"/>`,
      )
      .join(''),
  // Arancini: crumbed rice balls, one broken open, with a tomato dip.
  arancini:
    plate() +
    `<circle class="bd" cx="130" cy="160" r="44"/><circle class="br" cx="126" cy="154" r="40"/><circle class="bd" cx="214" cy="140" r="40"/><circle class="br" cx="210" cy="134" r="36"/>` +
    `<circle class="bd" cx="206" cy="210" r="34"/><path class="br" d="M172 210a34 34 0 0 1 68 0z"/><ellipse class="ck" cx="206" cy="210" rx="30" ry="10"/><ellipse class="ch" cx="206" cy="210" rx="14" ry="5"/>` +
    dots('ck', 3, [110, 140, 140, 170, 200, 120, 226, 146]) +
    `<ellipse class="q" cx="296" cy="176" rx="40" ry="24"/><ellipse class="f" cx="296" cy="170" rx="32" ry="16"/>`,
  // Pouding chômeur: a ramekin of golden cake drowned in maple syrup.
  'pudding-cake':
    `<ellipse class="q" cx="200" cy="256" rx="140" ry="18"/><path class="p" d="M80 130h240v100q0 24-24 24h-192q-24 0-24-24z"/>` +
    `<path class="s sw" d="M110 150v90M150 150v96M190 150v96M230 150v96M270 150v96" opacity=".35"/>` +
    `<ellipse class="a" cx="200" cy="130" rx="120" ry="30"/><path class="br" d="M90 128q10-50 110-52q100 2 110 52q-110 24-220 0z"/>` +
    `<path class="f" d="M120 112q80-30 160 0q-10 20-40 10t-40 16-40-14-40-12z"/><path class="f" d="M96 134q-2 40 6 60q8-20 6-56zM300 134q2 30-6 46q-8-14-4-46z"/>` +
    `<path class="s sw" d="M160 104q30-10 60-4" opacity=".6"/>`,
  // Sugar pie: a slice with caramel filling and whipped cream.
  'pie-slice':
    plate() +
    `<path class="bd" d="M96 200l210-80q20 40 0 90z"/><path class="br" d="M96 200l210-80 4 14-200 72z"/><path class="f" d="M110 204l196-70q12 30 0 60z"/>` +
    `<path class="br" d="M306 120q24 44 0 90l14-4q18-40-4-86z"/>` +
    `<path class="w" d="M230 130q-10-30 20-34q-4-20 20-14q24 0 16 24q20 10 0 24q-30 10-56 0z"/>`,
  // Bûche de Noël: a chocolate log with bark, a swirled end, holly and icing sugar.
  'yule-log':
    board(30, 150, 320, 100) +
    `<path class="dk" d="M60 120h240v90h-240q-24-45 0-90z"/><path class="s sd" d="M80 140q60 10 110-4t100 10M80 170q60-10 120 6t90-6M90 194q50 8 100-4" style="stroke:#3B2115"/>` +
    `<ellipse class="dk" cx="300" cy="165" rx="30" ry="45"/><path class="s sw" d="M300 150q14 0 14 15t-14 16-18-16 18-26 28 26" style="stroke:#F1DDB5;stroke-width:6"/>` +
    `<path class="gr" d="M140 112q10-26 36-22q-6 20-36 22zM180 112q20-20 40-6q-16 16-40 6z"/>` +
    dots('tm', 7, [172, 104, 182, 112]) +
    dots('w', 3, [100, 126, 120, 150, 230, 132, 260, 170, 200, 190]),
  // Date squares, sweets platter: squares of crumble, date filling and base.
  squares:
    plate() +
    [
      [92, 130],
      [170, 110],
      [248, 130],
      [130, 180],
      [210, 180],
    ]
      .map(
        ([x, y]) =>
          `<rect class="ck" x="${x}" y="${y! + 32}" width="62" height="16" rx="3"/><rect class="f" x="${x}" y="${y! + 18}" width="62" height="14"/>` +
          `<rect class="br" x="${x}" y="${y}" width="62" height="20" rx="4"/>` +
          dots('ck', 3, [x! + 12, y! + 8, x! + 34, y! + 6, x! + 50, y! + 12]),
      )
      .join(''),
  // Brownie: a stack of dark, glossy squares with walnuts.
  brownie:
    plate() +
    `<rect class="k" x="100" y="150" width="110" height="56" rx="8"/><rect class="dk" x="100" y="140" width="110" height="20" rx="8"/>` +
    `<rect class="k" x="190" y="120" width="110" height="56" rx="8"/><rect class="dk" x="190" y="110" width="110" height="20" rx="8"/>` +
    `<path class="s sd" d="M200 118l20 6 20-4 20 6M110 148l22 4 26-4" style="stroke:#8A5A3A"/>` +
    dots('e', 6, [130, 180, 160, 190, 230, 150, 270, 160]),
  // Cookie platter, cookie tin: round cookies with chocolate chips.
  cookies:
    plate() +
    [
      [120, 150],
      [200, 130],
      [280, 150],
      [160, 200],
      [240, 200],
    ]
      .map(([x, y]) => `<circle class="bd" cx="${x}" cy="${y! + 4}" r="38"/><circle class="br" cx="${x}" cy="${y}" r="36"/>`)
      .join('') +
    dots('dk', 5, [110, 140, 130, 160, 200, 120, 214, 140, 270, 140, 290, 160, 150, 190, 170, 210, 230, 194, 252, 210]) +
    dots('e', 5, [190, 146, 286, 136]),
  // Energy bites: cocoa balls rolled in coconut.
  'energy-balls':
    plate() +
    dots('dk', 34, [130, 160, 200, 140, 270, 160, 166, 210, 240, 210]) +
    dots('w', 3, [118, 148, 140, 170, 192, 128, 212, 150, 262, 148, 282, 170, 154, 200, 176, 218, 232, 200, 250, 222]) +
    dots('f', 3, [130, 176, 198, 156, 268, 176]),
  // Cheese platter: a board of wedges, a round of brie and grapes.
  'cheese-board':
    board() +
    `<path class="ch" d="M70 200l80-90 20 100z"/><path class="f" d="M150 110l20 100h-20z"/><circle class="c" cx="236" cy="150" r="46"/><path class="w" d="M236 150l46 0a46 46 0 0 1-24 40z"/>` +
    `<path class="ch" d="M180 210l50-20 50 20z"/>` +
    dots('e', 10, [290, 110, 310, 124, 292, 134, 312, 146, 300, 100]) +
    dots('gr', 3, [300, 92]),
  // Crudités and dips: sticks of carrot, celery and pepper around a dip.
  crudites:
    plate() +
    `<ellipse class="q" cx="200" cy="176" rx="50" ry="30"/><ellipse class="w" cx="200" cy="170" rx="42" ry="22"/>` +
    `<path class="s sf" d="M90 150l70 10M100 180l66 0M110 210l60-14" style="stroke-width:14"/>` +
    `<path class="s sg" d="M240 140l80-20M250 176l80 4M240 206l70 20" style="stroke-width:14"/>` +
    `<path class="s" d="M150 110l40 30M220 230l30-10" style="stroke:#C8402E;stroke-width:14"/>`,
  // Fruit platter: melon slices, strawberries, grapes and kiwi.
  'fruit-platter':
    plate() +
    `<path class="f" d="M90 140q60 60 120 0z"/><path class="lg" d="M90 140q60 50 120 0l-6 0q-54 40-108 0z"/><path class="e" d="M190 200q60 50 120 0z"/>` +
    `<path class="tm" d="M240 120l20 36 20-36q-20-12-40 0z"/><path class="tm" d="M270 140l20 36 20-36q-20-12-40 0z"/>` +
    dots('gr', 10, [120, 190, 140, 200, 130, 214, 150, 222]) +
    `<circle class="lg" cx="230" cy="166" r="20"/>` +
    dots('k', 2, [224, 162, 236, 162, 230, 170]),
  // Charcuterie: salami rounds, folded ham, a terrine slice and pickles on a board.
  charcuterie:
    board() +
    [
      [90, 120],
      [130, 150],
      [90, 180],
    ]
      .map(([x, y]) => `<circle class="f" cx="${x}" cy="${y}" r="28"/>` + dots('w', 3, [x! - 10, y! - 6, x! + 8, y! + 4, x! - 2, y! + 12]))
      .join('') +
    `<path class="pk" d="M180 110q40-30 60 10q-30 10-20 40q-30-10-40-50z"/><rect class="e" x="200" y="170" width="70" height="46" rx="6"/>` +
    dots('w', 4, [220, 186, 246, 200]) +
    `<ellipse class="gr" cx="300" cy="120" rx="24" ry="10" transform="rotate(-30 300 120)"/><ellipse class="gr" cx="300" cy="170" rx="24" ry="10" transform="rotate(20 300 170)"/>`,
  // Sandwich platters: a tray of triangle sandwiches in rows.
  'sandwich-platter':
    `<rect class="q" x="36" y="78" width="328" height="190" rx="18"/><rect class="p" x="30" y="70" width="340" height="190" rx="18"/><rect class="c" x="46" y="84" width="308" height="162" rx="10"/>` +
    [60, 136, 212, 288]
      .map(
        (x, i) =>
          `<path class="br" d="M${x} 160l26-64 26 64z"/><path class="${i % 2 ? 'f' : 'e'}" d="M${x + 6} 160l20-50 20 50z"/><path class="gr" d="M${x + 10} 160h32v-6h-32z"/>` +
          `<path class="br" d="M${x + 20} 230l26-64 26 64z"/><path class="${i % 2 ? 'e' : 'f'}" d="M${x + 26} 230l20-50 20 50z"/>`,
      )
      .join(''),
  // Lunch boxes: an open kraft box with a sandwich, a salad, fruit and a cookie.
  'lunch-box':
    `<path class="bd" d="M40 60h320l-20 40h-280z"/><rect class="ck" x="50" y="100" width="300" height="160" rx="10"/><rect class="p" x="50" y="100" width="300" height="18"/>` +
    `<path class="s sd" d="M200 124v128M206 190h136"/>` +
    `<path class="br" d="M70 240l50-110 50 110z"/><path class="f" d="M80 240l40-86 40 86z"/><path class="gr" d="M86 240h68v-8h-68z"/>` +
    dots('lg', 12, [234, 150, 264, 146, 300, 152, 320, 142]) +
    dots('e', 8, [250, 160, 286, 162]) +
    `<circle class="tm" cx="240" cy="226" r="22"/><path class="gr" d="M240 204q10-10 16-4" style="stroke:#4F8F3A;stroke-width:4"/><circle class="br" cx="304" cy="226" r="24"/>` +
    dots('dk', 3, [296, 220, 310, 232]),
  // Hot buffets: a chafing dish with its lid raised and its burner lit.
  'chafing-dish':
    `<path class="mt" d="M90 60q110-50 220 0l6 20h-232z"/><circle class="p" cx="200" cy="36" r="12"/>` +
    `<rect class="mt" x="50" y="120" width="300" height="70" rx="14"/><rect class="q" x="40" y="112" width="320" height="16" rx="8"/>` +
    `<ellipse class="f" cx="200" cy="118" rx="140" ry="10"/>` +
    dots('e', 9, [120, 114, 170, 116, 230, 114, 280, 116]) +
    `<path class="s sk" d="M80 190l-16 70M320 190l16 70M64 260h272"/><path class="a" d="M186 240q14-30 28 0q0 12-14 12t-14-12z"/><path class="tm" d="M194 244q6-14 12 0q0 6-6 6t-6-6z"/>` +
    steam(),
  // Preserves by the jar (cretons, fruit ketchup, pea soup): a mason jar with a label.
  'preserve-jar':
    `<ellipse class="q" cx="200" cy="262" rx="90" ry="12"/><rect class="p" x="130" y="40" width="140" height="34" rx="8"/><rect class="q" x="124" y="66" width="152" height="14" rx="6"/>` +
    `<rect class="gl" x="110" y="78" width="180" height="182" rx="34"/><rect class="f" x="122" y="110" width="156" height="140" rx="26"/>` +
    dots('e', 7, [150, 130, 240, 140, 180, 230, 260, 220]) +
    `<rect class="w" x="140" y="150" width="120" height="56" rx="8"/><rect class="a" x="140" y="168" width="120" height="16"/>`,
  // Maple syrup, sugar-shack kit: a syrup jug with a maple leaf label.
  'maple-syrup':
    `<ellipse class="q" cx="200" cy="264" rx="100" ry="12"/><path class="f" d="M110 120q0-30 40-40h100q40 10 40 40v130h-180z"/>` +
    `<rect class="p" x="170" y="40" width="50" height="40" rx="6"/><path class="s sq" d="M240 80q60-10 50 60" style="stroke-width:14"/>` +
    `<rect class="w" x="128" y="140" width="144" height="90" rx="10"/>` +
    `<path class="tm" d="M200 150l8 18 14-8-2 18 16 2-12 14 8 8-22 4v16h-4v-16l-22-4 8-8-12-14 16-2-2-18 14 8z"/>`,
  // Smoothies: a thick drink in a tall glass, a straw and a fruit slice.
  smoothie:
    `<ellipse class="q" cx="200" cy="262" rx="80" ry="12"/><path class="gl" d="M130 60h140l-20 196h-100z"/><path class="f" d="M136 100h128l-16 150h-96z"/>` +
    `<path class="f" d="M136 100q20-24 40 0t40 0 48 0z"/><path class="s sq" d="M230 100l40-80h30" style="stroke-width:10"/>` +
    `<path class="e" d="M110 70a34 34 0 0 1 60 14z"/>` +
    dots('w', 4, [170, 150, 210, 190, 180, 220]),
  // Juices: a bottle of juice with a cap and label.
  juice:
    `<ellipse class="q" cx="200" cy="262" rx="70" ry="12"/><rect class="p" x="170" y="30" width="60" height="30" rx="6"/><path class="gl" d="M176 60h48v30q40 20 40 60v110h-128v-110q0-40 40-60z"/>` +
    `<path class="f" d="M142 120q10-18 58-20q48 2 58 20v136h-116z"/><rect class="w" x="150" y="160" width="100" height="60" rx="8"/>` +
    `<circle class="e" cx="200" cy="190" r="20"/><path class="gr" d="M200 170q10-16 22-12q-10 12-22 12z"/>`,
  // Lemonade, iced tea: a tumbler with ice cubes, a lemon wheel and a straw.
  'iced-drink':
    `<ellipse class="q" cx="190" cy="262" rx="80" ry="12"/><path class="gl" d="M110 60h160l-16 196h-128z"/><path class="f" d="M116 110h148l-12 142h-124z"/>` +
    `<rect class="gl" x="140" y="120" width="40" height="40" rx="6" transform="rotate(12 160 140)"/><rect class="gl" x="196" y="140" width="40" height="40" rx="6" transform="rotate(-10 216 160)"/>` +
    `<path class="s sq" d="M220 110l30-90h30" style="stroke-width:10"/><circle class="ch" cx="280" cy="80" r="40"/><circle class="w" cx="280" cy="80" r="32"/>` +
    `<circle class="ch" cx="280" cy="80" r="28"/><path class="s sw" d="M280 52v56M252 80h56M260 60l40 40M300 60l-40 40" style="stroke-width:3"/>`,
  // Sparkling water: a can with bubbles.
  'sparkling-water':
    `<ellipse class="q" cx="200" cy="262" rx="80" ry="12"/><rect class="p" x="140" y="70" width="120" height="186" rx="18"/><rect class="mt" x="146" y="54" width="108" height="26" rx="10"/>` +
    `<path class="a" d="M140 150q30-20 60 0t60 0v40q-30-20-60 0t-60 0z"/>` +
    dots('w', 5, [170, 110, 190, 126, 226, 106, 240, 220, 176, 222]) +
    `<circle class="gl" cx="300" cy="100" r="10"/><circle class="gl" cx="320" cy="150" r="6"/><circle class="gl" cx="96" cy="120" r="8"/>`,
  // Coffee, latte: a mug on a saucer with steam.
  coffee:
    `<ellipse class="q" cx="200" cy="250" rx="150" ry="26"/><ellipse class="w sp" cx="200" cy="240" rx="140" ry="24"/>` +
    `<path class="s sq" d="M280 130q50 0 40 50-10 30-50 30" style="stroke-width:16"/><path class="p" d="M100 110h190v100q0 40-40 40h-110q-40 0-40-40z"/>` +
    `<rect class="a" x="100" y="150" width="190" height="18"/><ellipse class="q" cx="195" cy="110" rx="95" ry="20"/><ellipse class="f" cx="195" cy="112" rx="84" ry="14"/>` +
    `<path class="s sw" d="M170 112q26-10 50 0" opacity=".7"/>` +
    steam(),
  // Coffee box: a cardboard carafe with its spout and a stack of cups.
  'coffee-box':
    `<ellipse class="q" cx="190" cy="262" rx="160" ry="14"/><path class="br" d="M50 90l40-40h160l40 40v166h-240z"/><path class="bd" d="M90 50l-40 40h240l-40-40z" opacity=".6"/>` +
    `<rect class="p" x="70" y="130" width="200" height="70" rx="10"/><path class="f" d="M100 150h140v30h-140z"/>` +
    `<rect class="mt" x="266" y="220" width="30" height="16" rx="4"/><path class="s sk" d="M120 50q50-40 100 0"/>` +
    `<path class="w" d="M310 130h56l-8 120h-40z"/><path class="p" d="M306 122h64v14h-64z"/>`,
  // Gift cards: a card with a ribbon and a bow.
  'gift-card':
    `<rect class="q" x="66" y="82" width="280" height="176" rx="20"/><rect class="p" x="58" y="72" width="280" height="176" rx="20"/>` +
    `<rect class="a" x="58" y="126" width="280" height="24"/><rect class="a" x="110" y="72" width="24" height="176"/>` +
    `<path class="a" d="M122 138q-60-60-40-80t40 80zM122 138q60-60 40-80t-40 80z"/>` +
    `<rect class="w" x="200" y="180" width="110" height="16" rx="8" opacity=".7"/><rect class="w" x="240" y="206" width="70" height="16" rx="8" opacity=".7"/>`,
};

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The palette block: the brand's colours and the food's two colours (checked: nothing injects markup). */
export function artPalette(brand: ArtBrand, food: { color?: string | undefined; accent?: string | undefined }): string {
  const b = BRAND_ART_PALETTES[brand];
  const f = food.color && HEX.test(food.color) ? food.color : '#D69A52';
  const e = food.accent && HEX.test(food.accent) ? food.accent : '#4F8F3A';
  return `svg{--p:${b.p};--q:${b.q};--a:${b.a};--g:${b.g};--h:${b.h};--f:${f};--e:${e}}`;
}

/** The 400×300 SVG document of a dish kind's drawing in a brand's palette. */
export function dishArtSvg(art: DishArt, brand: ArtBrand, food: { color?: string | undefined; accent?: string | undefined }): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">` +
    `<style>${artPalette(brand, food)}${CLASSES}</style>` +
    `<rect class="g" width="400" height="300"/><circle class="h" cx="40" cy="30" r="90"/><circle class="h" cx="370" cy="280" r="110"/>` +
    DISH_ART_DRAWINGS[art] +
    `</svg>`
  );
}
