// Draws the original 16:9 illustrations for the community page's events and recordings (no stock
// art): a gradient, soft shapes and one motif per event type, rasterised once with sharp.
// Usage: npm run images:community  → src/assets/community/<name>.webp
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';

const W = 1200;
const H = 675;

const palettes = {
  webinar: ['#0a2b52', '#2c6cbf', '#fcb74d'],
  workshop: ['#82320f', '#f07c0b', '#feeac7'],
  networking: ['#15703d', '#0b3a6e', '#b4d0ef'],
};

// A laptop with a play button: a live or recorded talk.
const webinar = (c) => `
  <rect x="390" y="190" width="420" height="260" rx="18" fill="#fff" opacity="0.95"/>
  <rect x="410" y="210" width="380" height="220" rx="8" fill="${c[0]}"/>
  <circle cx="600" cy="320" r="54" fill="${c[2]}"/>
  <path d="M583 290 L583 350 L633 320 Z" fill="${c[0]}"/>
  <path d="M340 462 H860 L830 492 H370 Z" fill="#fff" opacity="0.9"/>`;

// An open notebook and a pencil: working on your own application.
const workshop = (c) => `
  <path d="M340 230 Q470 200 600 240 V480 Q470 440 340 470 Z" fill="#fff"/>
  <path d="M860 230 Q730 200 600 240 V480 Q730 440 860 470 Z" fill="#fff" opacity="0.92"/>
  ${[280, 320, 360, 400].map((y) => `<path d="M375 ${y} Q470 ${y - 22} 570 ${y + 8}" stroke="${c[1]}" stroke-width="8" stroke-linecap="round" fill="none" opacity="0.7"/>`).join('')}
  ${[280, 320, 360].map((y) => `<path d="M630 ${y + 8} Q730 ${y - 22} 825 ${y}" stroke="${c[0]}" stroke-width="8" stroke-linecap="round" fill="none" opacity="0.5"/>`).join('')}
  <g transform="rotate(-35 760 400)"><rect x="660" y="385" width="230" height="32" rx="6" fill="${c[2]}"/><path d="M890 385 L935 401 L890 417 Z" fill="${c[0]}"/><rect x="640" y="385" width="26" height="32" rx="6" fill="${c[1]}"/></g>`;

// People as linked nodes: meeting students and alumni.
const networking = (c) => {
  const nodes = [
    [600, 330, 62],
    [400, 230, 44],
    [800, 230, 44],
    [420, 470, 40],
    [780, 470, 40],
  ];
  const lines = nodes
    .slice(1)
    .map(([x, y]) => `<line x1="600" y1="330" x2="${x}" y2="${y}" stroke="#fff" stroke-width="8" opacity="0.6"/>`);
  const people = nodes.map(
    ([x, y, r], i) =>
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${i === 0 ? c[2] : '#fff'}"/><circle cx="${x}" cy="${y - r * 0.22}" r="${r * 0.32}" fill="${c[1]}"/><path d="M${x - r * 0.55} ${y + r * 0.62} Q${x} ${y + r * 0.02} ${x + r * 0.55} ${y + r * 0.62}" fill="${c[1]}"/>`,
  );
  return lines.join('') + people.join('');
};

const motifs = { webinar, workshop, networking };

const images = [
  ['event-fall-applications', 'webinar', 1],
  ['event-sop-workshop', 'workshop', 2],
  ['event-visa-interview', 'webinar', 3],
  ['event-meet-students', 'networking', 4],
  ['recording-scholarships', 'webinar', 5],
  ['recording-english-tests', 'webinar', 6],
  ['recording-budgeting', 'workshop', 7],
  ['recording-alumni-canada', 'networking', 8],
];

function svg(type, seed) {
  const c = palettes[type];
  // Each image places its soft background circles differently, so no two look the same.
  const bubbles = [0, 1, 2]
    .map((i) => {
      const x = (seed * 173 + i * 397) % W;
      const y = (seed * 97 + i * 211) % H;
      return `<circle cx="${x}" cy="${y}" r="${120 + ((seed + i) % 3) * 60}" fill="#fff" opacity="0.08"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c[0]}"/><stop offset="1" stop-color="${c[1]}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>${bubbles}${motifs[type](c)}</svg>`;
}

await mkdir('src/assets/community', { recursive: true });
for (const [name, type, seed] of images) {
  const file = `src/assets/community/${name}.webp`;
  await sharp(Buffer.from(svg(type, seed)))
    .webp({ quality: 84 })
    .toFile(file);
  console.log(file);
}
