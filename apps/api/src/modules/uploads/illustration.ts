// Generated illustrations (ADR 104): until a JPEG is uploaded in the admin, a product or an
// article is shown as a simple flat drawing of its dish shape in its colours (the seed's
// `illustration` column). Served honestly as image/svg+xml. Colours are checked, so nothing from
// the database can inject markup. A product whose `shape` names a dish kind (DISH_ART) gets that
// kind's drawing in the brand's palette (issue 11, ADR 212); the older generic shapes remain for
// articles and anything stored before.
import { isDishArt, type DishArt, type Illustration } from '@mijote/db/schema';
import { dishArtSvg, type ArtBrand } from './dish-art.js';

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const DEFAULT_COLOR = '#C9782F';
const DEFAULT_ACCENT = '#7FA04B';

function colour(value: string | undefined, fallback: string): string {
  return value && HEX.test(value) ? value : fallback;
}

/** A lighter or darker version of #rrggbb (amount -1…1). */
function shade(hex: string, amount: number): string {
  const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  const n = Number.parseInt(full.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(Math.min(255, Math.max(0, v)));
  });
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

type Draw = (c: string, a: string) => string;

const SHAPES: Record<string, Draw> = {
  plate: (c, a) =>
    `<ellipse cx="400" cy="330" rx="250" ry="150" fill="#fff" stroke="${shade(c, -0.35)}" stroke-width="6"/>` +
    `<ellipse cx="400" cy="330" rx="190" ry="108" fill="#f7f2ea"/>` +
    `<ellipse cx="370" cy="320" rx="110" ry="60" fill="${c}"/>` +
    `<circle cx="470" cy="300" r="34" fill="${a}"/><circle cx="430" cy="360" r="24" fill="${a}"/>`,
  bowl: (c, a) =>
    `<path d="M170 280 Q400 610 630 280 Z" fill="${shade(c, -0.35)}"/>` +
    `<ellipse cx="400" cy="280" rx="230" ry="60" fill="${c}"/>` +
    `<circle cx="340" cy="270" r="26" fill="${a}"/><circle cx="430" cy="262" r="20" fill="${a}"/><circle cx="480" cy="285" r="16" fill="${a}"/>`,
  box: (c, a) =>
    `<rect x="190" y="200" width="420" height="260" rx="18" fill="${shade(c, 0.55)}" stroke="${shade(c, -0.35)}" stroke-width="6"/>` +
    `<rect x="215" y="225" width="180" height="210" rx="10" fill="${c}"/>` +
    `<rect x="410" y="225" width="175" height="100" rx="10" fill="${a}"/><rect x="410" y="335" width="175" height="100" rx="10" fill="${shade(c, 0.25)}"/>`,
  cup: (c, a) =>
    `<path d="M280 190 L520 190 L490 470 L310 470 Z" fill="${c}"/>` +
    `<rect x="265" y="165" width="270" height="34" rx="10" fill="${shade(c, -0.35)}"/>` +
    `<rect x="300" y="290" width="200" height="70" fill="${a}"/>` +
    `<path d="M520 240 Q600 250 580 330 Q565 380 505 380" fill="none" stroke="${shade(c, -0.35)}" stroke-width="16"/>`,
  tray: (c, a) =>
    `<rect x="130" y="210" width="540" height="250" rx="24" fill="${shade(c, -0.3)}"/>` +
    `<rect x="155" y="232" width="490" height="206" rx="16" fill="${shade(c, 0.6)}"/>` +
    `<circle cx="260" cy="335" r="62" fill="${c}"/><circle cx="400" cy="335" r="62" fill="${a}"/><circle cx="540" cy="335" r="62" fill="${c}"/>`,
  platter: (c, a) =>
    `<ellipse cx="400" cy="330" rx="290" ry="170" fill="${shade(c, 0.65)}" stroke="${shade(c, -0.35)}" stroke-width="6"/>` +
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const x = 400 + 170 * Math.cos((i * Math.PI) / 3);
        const y = 330 + 95 * Math.sin((i * Math.PI) / 3);
        return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="44" fill="${i % 2 ? a : c}"/>`;
      })
      .join('') +
    `<circle cx="400" cy="330" r="50" fill="${shade(c, -0.15)}"/>`,
  sushi: (c, a) =>
    `<rect x="150" y="380" width="500" height="40" rx="12" fill="${shade(c, -0.4)}"/>` +
    [230, 400, 570]
      .map(
        (x) =>
          `<circle cx="${x}" cy="310" r="70" fill="#2f3b2f"/><circle cx="${x}" cy="310" r="54" fill="#fffaf0"/><circle cx="${x}" cy="310" r="24" fill="${c}"/><circle cx="${x + 12}" cy="300" r="9" fill="${a}"/>`,
      )
      .join(''),
  pizza: (c, a) =>
    `<circle cx="400" cy="310" r="200" fill="${shade(c, -0.2)}"/><circle cx="400" cy="310" r="175" fill="${c}"/>` +
    [
      [330, 240],
      [460, 250],
      [400, 330],
      [310, 370],
      [490, 380],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="28" fill="${a}"/>`)
      .join('') +
    `<path d="M400 310 L600 310" stroke="${shade(c, -0.3)}" stroke-width="5"/><path d="M400 310 L300 137" stroke="${shade(c, -0.3)}" stroke-width="5"/>`,
  wrap: (c, a) =>
    `<g transform="rotate(-18 400 310)"><rect x="180" y="240" width="440" height="140" rx="70" fill="${c}"/>` +
    `<ellipse cx="600" cy="310" rx="40" ry="70" fill="${a}"/><ellipse cx="600" cy="310" rx="26" ry="52" fill="${shade(a, 0.3)}"/>` +
    `<path d="M300 240 L300 380 M420 240 L420 380" stroke="${shade(c, -0.25)}" stroke-width="6"/></g>`,
  card: (c, a) =>
    `<rect x="190" y="170" width="420" height="270" rx="22" fill="${c}"/>` +
    `<rect x="190" y="230" width="420" height="40" fill="${a}"/>` +
    `<rect x="230" y="330" width="160" height="24" rx="8" fill="${shade(c, 0.5)}"/><rect x="230" y="370" width="100" height="24" rx="8" fill="${shade(c, 0.5)}"/>`,
  jar: (c, a) =>
    `<rect x="300" y="150" width="200" height="50" rx="10" fill="${a}"/>` +
    `<rect x="270" y="195" width="260" height="290" rx="40" fill="${shade(c, 0.55)}" stroke="${shade(c, -0.35)}" stroke-width="6"/>` +
    `<rect x="290" y="270" width="220" height="195" rx="26" fill="${c}"/>` +
    `<rect x="320" y="310" width="160" height="70" rx="10" fill="#fffaf0"/>`,
};

export const ILLUSTRATION_SHAPES = Object.keys(SHAPES);

/** The drawing of a product type's products that have no illustration (a drink drawing only for drinks). */
const TYPE_ART: Record<string, { shape: DishArt; color: string; accent?: string }> = {
  LU: { shape: 'meat-pie', color: '#D9A35B', accent: '#7FA04B' },
  SU: { shape: 'braised-beef', color: '#8E4A2B', accent: '#E07A2E' },
  CC: { shape: 'roast', color: '#B8763A', accent: '#7FA04B' },
  KC: { shape: 'kids-plate', color: '#E9B949', accent: '#C8412C' },
  SH: { shape: 'maki', color: '#E07A5F', accent: '#7FA04B' },
  PZ: { shape: 'pizza', color: '#E9A23B', accent: '#B23A48' },
  WR: { shape: 'wrap', color: '#D9A35B', accent: '#7FA04B' },
  SD: { shape: 'salad', color: '#7FA04B', accent: '#E07A5F' },
  BF: { shape: 'french-toast', color: '#E9B949', accent: '#5B3A8C' },
  AP: { shape: 'dumplings', color: '#E9B949', accent: '#7FA04B' },
  SN: { shape: 'cookies', color: '#C8811A', accent: '#5A3320' },
  HY: { shape: 'roast-poultry', color: '#C98A3D', accent: '#B8322A' },
  SI: { shape: 'rice', color: '#F4EBD9', accent: '#6FA24A' },
  SW: { shape: 'sandwich-platter', color: '#D9A35B', accent: '#7FA04B' },
  SC: { shape: 'sandwich-platter', color: '#C9782F', accent: '#7FA04B' },
  TR: { shape: 'cheese-board', color: '#B5651D', accent: '#7A2E3B' },
  HD: { shape: 'skewers', color: '#E39B3B', accent: '#7FA04B' },
  LB: { shape: 'lunch-box', color: '#C9782F', accent: '#7FA04B' },
  HB: { shape: 'chafing-dish', color: '#B5651D', accent: '#E3A72F' },
  MO: { shape: 'croissants', color: '#D9A35B', accent: '#7FA04B' },
  BS: { shape: 'soup', color: '#E07A2E', accent: '#F4E7C5' },
  BW: { shape: 'grain-bowl', color: '#C9782F', accent: '#E8D7A8' },
  SP: { shape: 'preserve-jar', color: '#B5652B', accent: '#F4E7C5' },
  DR: { shape: 'coffee', color: '#8C5A3C', accent: '#F4E3C1' },
  SM: { shape: 'smoothie', color: '#D96C8A', accent: '#F4E3C1' },
  GC: { shape: 'gift-card', color: '#7A1F2B', accent: '#D9A35B' },
};

export function illustrationForType(typeCd: string | null | undefined): Illustration {
  return (typeCd && TYPE_ART[typeCd]) || { shape: 'plate', color: DEFAULT_COLOR, accent: DEFAULT_ACCENT };
}

/** The SVG of an illustration: a dish kind's 400×300 drawing in the brand's palette, else an 800×600 generic shape. */
export function illustrationSvg(illustration: Illustration | null | undefined, brand: ArtBrand = 'main'): string {
  const look = illustration ?? { shape: 'plate', color: DEFAULT_COLOR };
  if (isDishArt(look.shape)) return dishArtSvg(look.shape, brand, look);
  const c = colour(look.color, DEFAULT_COLOR);
  const a = colour(look.accent, shade(c, 0.45));
  const draw = SHAPES[look.shape] ?? SHAPES['plate']!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">` +
    `<rect width="800" height="600" fill="${shade(c, 0.82)}"/>` +
    `<circle cx="120" cy="90" r="140" fill="${shade(c, 0.7)}"/><circle cx="700" cy="540" r="170" fill="${shade(a, 0.75)}"/>` +
    draw(c, a) +
    `</svg>`
  );
}
