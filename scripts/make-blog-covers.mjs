// Draws the blog's original cover illustrations as SVG and rasterises them to WebP (1200x630) in
// src/assets/blog/<post-id>.webp. Run again after changing a drawing: npm run images:blog-covers
// A new post can use any image of its own; these are only the covers of the first eight posts.
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';

const W = 1200;
const H = 630;
const c = {
  navy950: '#061a33',
  navy900: '#0a2b52',
  navy800: '#0b3a6e',
  navy700: '#174583',
  navy500: '#2c6cbf',
  navy200: '#b4d0ef',
  navy100: '#d9e8f7',
  saffron300: '#fcb74d',
  saffron400: '#fb9f24',
  saffron500: '#f07c0b',
  saffron100: '#feeac7',
  white: '#ffffff',
  green: '#15703d',
};

/** The shared frame: navy gradient, soft shapes, a dotted grid; the drawing sits in the middle. */
const frame = (drawing, hue = c.navy700) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${c.navy950}"/><stop offset="0.55" stop-color="${c.navy900}"/><stop offset="1" stop-color="${hue}"/>
    </linearGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="${c.white}" fill-opacity="0.07"/></pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#dots)"/>
  <circle cx="1080" cy="90" r="210" fill="${c.saffron400}" fill-opacity="0.12"/>
  <circle cx="120" cy="560" r="170" fill="${c.navy500}" fill-opacity="0.25"/>
  ${drawing}
</svg>`;

const covers = {
  'statement-of-purpose': frame(`
    <g transform="translate(370 120) rotate(-4)">
      <rect width="460" height="390" rx="22" fill="${c.white}"/>
      <rect x="228" width="4" height="390" fill="${c.navy100}"/>
      ${[70, 115, 160, 205, 250, 295].map((y) => `<rect x="40" y="${y}" width="150" height="10" rx="5" fill="${c.navy200}"/><rect x="270" y="${y}" width="${y === 295 ? 90 : 150}" height="10" rx="5" fill="${c.navy200}"/>`).join('')}
      <rect x="40" y="30" width="110" height="16" rx="8" fill="${c.saffron500}"/>
    </g>
    <g transform="translate(760 150) rotate(35)">
      <rect width="26" height="300" rx="10" fill="${c.saffron400}"/><polygon points="0,300 26,300 13,345" fill="${c.saffron100}"/>
      <polygon points="8,330 18,330 13,345" fill="${c.navy900}"/><rect width="26" height="40" rx="10" fill="${c.navy700}"/>
    </g>
    <g transform="translate(250 70)">
      <polygon points="0,40 90,0 180,40 90,80" fill="${c.saffron300}"/><rect x="50" y="55" width="80" height="45" rx="8" fill="${c.saffron400}"/>
      <line x1="170" y1="44" x2="170" y2="110" stroke="${c.saffron300}" stroke-width="6"/><circle cx="170" cy="116" r="9" fill="${c.saffron300}"/>
    </g>`),

  'f1-visa-interview': frame(
    `
    <g transform="translate(330 110) rotate(-6)">
      <rect width="300" height="410" rx="24" fill="${c.navy700}" stroke="${c.navy200}" stroke-width="4"/>
      <circle cx="150" cy="170" r="78" fill="none" stroke="${c.saffron300}" stroke-width="8"/>
      <ellipse cx="150" cy="170" rx="32" ry="78" fill="none" stroke="${c.saffron300}" stroke-width="6"/>
      <line x1="72" y1="170" x2="228" y2="170" stroke="${c.saffron300}" stroke-width="6"/>
      <rect x="80" y="300" width="140" height="14" rx="7" fill="${c.saffron300}"/><rect x="100" y="330" width="100" height="10" rx="5" fill="${c.navy200}"/>
    </g>
    <g transform="translate(600 150) rotate(5)">
      <rect width="300" height="360" rx="16" fill="${c.white}"/>
      ${[60, 100, 140, 180].map((y) => `<rect x="36" y="${y}" width="${y === 180 ? 140 : 228}" height="12" rx="6" fill="${c.navy100}"/>`).join('')}
      <g transform="translate(190 250) rotate(-14)">
        <circle r="62" fill="none" stroke="${c.green}" stroke-width="8"/><circle r="48" fill="none" stroke="${c.green}" stroke-width="3"/>
        <polyline points="-24,2 -6,20 26,-16" fill="none" stroke="${c.green}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
      </g>
    </g>`,
    c.navy800,
  ),

  'ielts-or-toefl': frame(`
    <g transform="translate(300 150)">
      <path d="M30 170 a140 140 0 0 1 280 0" fill="none" stroke="${c.navy200}" stroke-width="22" stroke-linecap="round"/>
      <rect x="0" y="150" width="70" height="130" rx="26" fill="${c.saffron400}"/><rect x="270" y="150" width="70" height="130" rx="26" fill="${c.saffron400}"/>
    </g>
    <g transform="translate(700 120)">
      <rect width="230" height="150" rx="30" fill="${c.white}"/><polygon points="50,150 100,150 40,200" fill="${c.white}"/>
      <circle cx="70" cy="75" r="12" fill="${c.navy700}"/><circle cx="115" cy="75" r="12" fill="${c.navy700}"/><circle cx="160" cy="75" r="12" fill="${c.navy700}"/>
    </g>
    <g transform="translate(690 360)">
      <rect width="250" height="170" rx="16" fill="${c.navy100}"/>
      <rect x="124" y="20" width="3" height="130" fill="${c.navy200}"/>
      ${[30, 62, 94, 126].map((y, i) => `<rect x="24" y="${y}" width="${[80, 60, 90, 70][i]}" height="14" rx="7" fill="${c.navy700}"/><rect x="146" y="${y}" width="${[70, 85, 55, 80][i]}" height="14" rx="7" fill="${c.saffron500}"/>`).join('')}
    </g>`),

  'finding-scholarships': frame(
    `
    <g transform="translate(300 110)">
      <polygon points="40,0 120,0 170,150 90,150" fill="${c.navy500}"/><polygon points="200,0 280,0 230,150 150,150" fill="${c.navy200}"/>
      <circle cx="160" cy="250" r="120" fill="${c.saffron400}"/><circle cx="160" cy="250" r="92" fill="${c.saffron300}"/>
      <polygon points="160,190 177,232 222,235 187,263 199,307 160,282 121,307 133,263 98,235 143,232" fill="${c.saffron100}"/>
    </g>
    <g transform="translate(660 250)">
      ${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="90" cy="${250 - i * 34}" rx="90" ry="26" fill="${i % 2 ? c.saffron400 : c.saffron300}" stroke="${c.saffron500}" stroke-width="4"/>`).join('')}
      ${[0, 1, 2].map((i) => `<ellipse cx="250" cy="${250 - i * 34}" rx="70" ry="22" fill="${i % 2 ? c.saffron400 : c.saffron300}" stroke="${c.saffron500}" stroke-width="4"/>`).join('')}
    </g>
    <g transform="translate(690 70)">
      <polygon points="0,40 110,0 220,40 110,80" fill="${c.white}"/><rect x="60" y="55" width="100" height="50" rx="10" fill="${c.navy100}"/>
    </g>`,
    c.navy800,
  ),

  'part-time-work-rules': frame(`
    <g transform="translate(600 230)">
      <circle r="150" fill="${c.white}"/><circle r="150" fill="none" stroke="${c.saffron400}" stroke-width="16"/>
      ${Array.from({ length: 12 }, (_, i) => `<rect x="-4" y="-132" width="8" height="${i % 3 ? 14 : 26}" rx="4" fill="${c.navy700}" transform="rotate(${i * 30})"/>`).join('')}
      <rect x="-7" y="-95" width="14" height="100" rx="7" fill="${c.navy900}"/>
      <rect x="-6" y="-6" width="12" height="80" rx="6" fill="${c.saffron500}" transform="rotate(-60)"/>
      <circle r="14" fill="${c.navy900}"/>
    </g>
    <g transform="translate(260 430)">
      <rect width="680" height="26" rx="13" fill="${c.navy200}"/>
      <g transform="translate(60 -120)"><rect width="220" height="130" rx="14" fill="${c.navy700}"/><rect x="16" y="16" width="188" height="98" rx="6" fill="${c.navy500}"/><rect x="-30" y="126" width="280" height="14" rx="7" fill="${c.navy100}"/></g>
      <g transform="translate(500 -80)"><rect width="90" height="84" rx="14" fill="${c.saffron100}"/><path d="M90 20 a22 22 0 0 1 0 44" fill="none" stroke="${c.saffron100}" stroke-width="12"/><rect x="20" y="-34" width="10" height="24" rx="5" fill="${c.white}" fill-opacity="0.5"/><rect x="48" y="-42" width="10" height="30" rx="5" fill="${c.white}" fill-opacity="0.5"/></g>
    </g>`),

  'usa-or-canada': frame(
    `
    <path d="M250 210 C 330 120, 520 100, 640 140 S 900 120, 960 220 S 900 420, 760 470 S 450 520, 330 440 S 190 300, 250 210 Z" fill="${c.navy700}" stroke="${c.navy500}" stroke-width="4"/>
    <path d="M270 300 C 420 290, 620 300, 930 290" stroke="${c.navy200}" stroke-width="3" stroke-dasharray="2 12" fill="none" stroke-linecap="round"/>
    <path d="M430 380 C 520 200, 700 170, 760 230" stroke="${c.saffron300}" stroke-width="6" stroke-dasharray="4 16" fill="none" stroke-linecap="round"/>
    <g transform="translate(430 380)"><path d="M0 0 C -50 -60, -50 -120, 0 -120 C 50 -120, 50 -60, 0 0 Z" fill="${c.saffron400}"/><circle cy="-82" r="18" fill="${c.white}"/></g>
    <g transform="translate(760 230)"><path d="M0 0 C -50 -60, -50 -120, 0 -120 C 50 -120, 50 -60, 0 0 Z" fill="${c.white}"/><circle cy="-82" r="18" fill="${c.navy800}"/></g>
    <g transform="translate(600 200) rotate(-20)"><path d="M-40 0 L40 0 L52 -8 L40 8 L-40 8 Z M-6 0 L-26 -30 L-14 -30 L14 0 Z M-6 8 L-26 38 L-14 38 L14 8 Z M-40 0 L-52 -14 L-44 -14 L-30 0 Z" fill="${c.white}"/></g>`,
    c.navy800,
  ),

  'first-week-abroad': frame(
    `
    <circle cx="600" cy="470" r="230" fill="${c.saffron400}" fill-opacity="0.35"/>
    <circle cx="600" cy="470" r="150" fill="${c.saffron300}" fill-opacity="0.6"/>
    <rect x="0" y="470" width="${W}" height="160" fill="${c.navy950}" fill-opacity="0.55"/>
    <g transform="translate(470 250)">
      <rect x="80" y="-40" width="100" height="50" rx="18" fill="none" stroke="${c.navy200}" stroke-width="14"/>
      <rect width="260" height="240" rx="28" fill="${c.navy500}"/>
      <rect x="60" y="0" width="14" height="240" fill="${c.navy700}"/><rect x="186" y="0" width="14" height="240" fill="${c.navy700}"/>
      <circle cx="130" cy="90" r="30" fill="${c.saffron300}"/><rect x="30" y="150" width="70" height="40" rx="10" fill="${c.white}" transform="rotate(-8 65 170)"/>
      <rect x="150" y="160" width="80" height="36" rx="18" fill="${c.saffron100}"/>
      <circle cx="50" cy="252" r="14" fill="${c.navy900}"/><circle cx="210" cy="252" r="14" fill="${c.navy900}"/>
    </g>
    <path d="M180 200 C 420 120, 720 110, 980 160" stroke="${c.white}" stroke-opacity="0.5" stroke-width="4" stroke-dasharray="2 14" fill="none" stroke-linecap="round"/>
    <g transform="translate(980 160) rotate(10)"><path d="M-60 0 L60 0 L76 -10 L60 12 L-60 12 Z M-10 0 L-40 -46 L-22 -46 L22 0 Z M-10 12 L-40 58 L-22 58 L22 12 Z M-60 0 L-76 -20 L-64 -20 L-44 0 Z" fill="${c.white}"/></g>`,
    c.navy700,
  ),

  'budgeting-abroad': frame(
    `
    <g transform="translate(700 140)">
      ${[0, 1, 2, 3].map((i) => `<rect x="${i * 70}" y="${300 - (i + 1) * 70}" width="48" height="${(i + 1) * 70}" rx="8" fill="${i === 3 ? c.saffron400 : c.navy500}"/>`).join('')}
      <polyline points="20,200 90,150 160,110 230,40" fill="none" stroke="${c.saffron300}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
      <rect x="-20" y="300" width="300" height="8" rx="4" fill="${c.navy200}"/>
    </g>
    <g transform="translate(260 250)">
      <rect width="300" height="200" rx="30" fill="${c.navy700}" stroke="${c.navy200}" stroke-width="4"/>
      <rect x="180" y="70" width="140" height="70" rx="20" fill="${c.saffron400}"/><circle cx="220" cy="105" r="14" fill="${c.saffron100}"/>
      <rect x="30" y="-30" width="200" height="50" rx="8" fill="${c.green}" transform="rotate(-8)"/>
    </g>
    <g transform="translate(520 120)">
      <ellipse cx="70" cy="70" rx="80" ry="62" fill="${c.saffron300}"/><circle cx="125" cy="55" r="8" fill="${c.navy900}"/>
      <rect x="50" y="4" width="44" height="8" rx="4" fill="${c.navy900}"/><rect x="20" y="118" width="20" height="26" rx="6" fill="${c.saffron400}"/><rect x="100" y="118" width="20" height="26" rx="6" fill="${c.saffron400}"/>
    </g>`,
    c.navy800,
  ),
};

await mkdir('src/assets/blog', { recursive: true });
for (const [id, svg] of Object.entries(covers)) {
  const file = `src/assets/blog/${id}.webp`;
  await sharp(Buffer.from(svg)).webp({ quality: 84 }).toFile(file);
  console.log(file);
}
