/**
 * Generated artwork for the seed dataset: each image is an SVG built from a motif and a warm
 * palette (contracts/art.ts), rendered to WebP by scripts/build-content.ts. Deterministic: the
 * same spec gives the same picture, so the dataset's asset ids stay stable.
 */
import type { ArtSpec, PaletteName } from '../../contracts/art';

const PALETTES: Record<PaletteName, { from: string; to: string; ink: string; glow: string; accent: string }> = {
  saffron: { from: '#f6b24e', to: '#c8520d', ink: '#6b1a12', glow: '#fff1c9', accent: '#fde3bf' },
  maroon: { from: '#8c2433', to: '#3f0c15', ink: '#f6c97b', glow: '#ffd58a', accent: '#e9a95b' },
  gold: { from: '#f7dc8f', to: '#c99a2e', ink: '#5c1520', glow: '#fffaf0', accent: '#8c2433' },
  dusk: { from: '#f2a65a', to: '#6d2a5c', ink: '#fff1d6', glow: '#ffe3a3', accent: '#f7c873' },
  forest: { from: '#9cb77a', to: '#2f4f2a', ink: '#fff6dc', glow: '#f7e7a5', accent: '#e9c46a' },
  river: { from: '#8fc6c9', to: '#1f5560', ink: '#fff5e0', glow: '#fde8b0', accent: '#f4a261' },
  rose: { from: '#f6c1a8', to: '#b04a5a', ink: '#4a0f1c', glow: '#fff3ea', accent: '#fde3bf' },
  night: { from: '#3a2b5f', to: '#120c26', ink: '#ffd98a', glow: '#ffe9b0', accent: '#f4a02a' },
};

/** A small seeded random generator (mulberry32) so every picture is reproducible. */
function random(seedText: string) {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed ^ ch.charCodeAt(0), 2654435761) + 0x9e3779b9) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const petals = (cx: number, cy: number, count: number, length: number, width: number, fill: string, opacity = 1, turn = 0) =>
  Array.from({ length: count }, (_, i) => {
    const angle = (360 / count) * i + turn;
    return `<ellipse cx="${cx}" cy="${cy - length / 2}" rx="${width}" ry="${length / 2}" fill="${fill}" opacity="${opacity}" transform="rotate(${angle} ${cx} ${cy})"/>`;
  }).join('');

function motifSvg(spec: ArtSpec, rnd: () => number): string {
  const { width: w, height: h } = spec;
  const p = PALETTES[spec.palette];
  const cx = w / 2;
  const cy = h / 2;
  const s = Math.min(w, h);
  switch (spec.motif) {
    case 'sun': {
      const rays = Array.from({ length: 24 }, (_, i) => {
        const a = (Math.PI * 2 * i) / 24;
        const r1 = s * 0.2;
        const r2 = s * (0.32 + (i % 2) * 0.08);
        return `<line x1="${cx + Math.cos(a) * r1}" y1="${cy + Math.sin(a) * r1}" x2="${cx + Math.cos(a) * r2}" y2="${cy + Math.sin(a) * r2}" stroke="${p.glow}" stroke-width="${s * 0.012}" stroke-linecap="round" opacity="0.85"/>`;
      }).join('');
      return `${rays}<circle cx="${cx}" cy="${cy}" r="${s * 0.16}" fill="${p.glow}"/><circle cx="${cx}" cy="${cy}" r="${s * 0.11}" fill="${p.accent}" opacity="0.8"/>`;
    }
    case 'lotus':
      return `<circle cx="${cx}" cy="${cy + s * 0.05}" r="${s * 0.3}" fill="${p.glow}" opacity="0.25"/>${petals(cx, cy + s * 0.18, 9, s * 0.42, s * 0.07, p.accent, 0.9, -80)
        .replace(/rotate\((-?[\d.]+)/g, (_m, a) => `rotate(${Number(a) % 160 - 80}`)}${petals(cx, cy + s * 0.18, 5, s * 0.34, s * 0.06, p.glow, 0.95, -60).replace(/rotate\((-?[\d.]+)/g, (_m, a) => `rotate(${Number(a) % 120 - 60}`)}<path d="M${cx - s * 0.35} ${cy + s * 0.22} Q${cx} ${cy + s * 0.32} ${cx + s * 0.35} ${cy + s * 0.22}" stroke="${p.ink}" stroke-width="${s * 0.012}" fill="none" opacity="0.6"/>`;
    case 'mandala':
      return [0.42, 0.32, 0.22, 0.12]
        .map((r, i) => petals(cx, cy, 8 + i * 4, s * r, s * (0.05 - i * 0.008), i % 2 ? p.glow : p.accent, 0.55 + i * 0.1, i * 11))
        .join('') + `<circle cx="${cx}" cy="${cy}" r="${s * 0.06}" fill="${p.ink}"/>`;
    case 'temple': {
      const base = h * 0.82;
      const tw = s * 0.5;
      return `<circle cx="${cx + s * 0.28}" cy="${h * 0.28}" r="${s * 0.09}" fill="${p.glow}" opacity="0.9"/>
        <path d="M${cx - tw / 2} ${base} L${cx - tw / 2} ${base - s * 0.18} L${cx - tw * 0.3} ${base - s * 0.2} Q${cx - tw * 0.18} ${base - s * 0.55} ${cx} ${base - s * 0.68} Q${cx + tw * 0.18} ${base - s * 0.55} ${cx + tw * 0.3} ${base - s * 0.2} L${cx + tw / 2} ${base - s * 0.18} L${cx + tw / 2} ${base} Z" fill="${p.ink}" opacity="0.9"/>
        <rect x="${cx - s * 0.04}" y="${base - s * 0.12}" width="${s * 0.08}" height="${s * 0.12}" rx="${s * 0.04}" fill="${p.glow}" opacity="0.8"/>
        <line x1="${cx}" y1="${base - s * 0.68}" x2="${cx}" y2="${base - s * 0.78}" stroke="${p.ink}" stroke-width="${s * 0.01}"/>
        <path d="M${cx} ${base - s * 0.78} l${s * 0.07} ${s * 0.025} l${-s * 0.07} ${s * 0.025}z" fill="${p.accent}"/>
        <rect x="0" y="${base}" width="${w}" height="${h - base}" fill="${p.ink}" opacity="0.55"/>`;
    }
    case 'book':
      return `<circle cx="${cx}" cy="${cy - s * 0.1}" r="${s * 0.22}" fill="${p.glow}" opacity="0.35"/>
        <path d="M${cx} ${cy + s * 0.22} Q${cx - s * 0.18} ${cy + s * 0.12} ${cx - s * 0.36} ${cy + s * 0.2} L${cx - s * 0.36} ${cy - s * 0.16} Q${cx - s * 0.18} ${cy - s * 0.24} ${cx} ${cy - s * 0.14} Z" fill="${p.glow}"/>
        <path d="M${cx} ${cy + s * 0.22} Q${cx + s * 0.18} ${cy + s * 0.12} ${cx + s * 0.36} ${cy + s * 0.2} L${cx + s * 0.36} ${cy - s * 0.16} Q${cx + s * 0.18} ${cy - s * 0.24} ${cx} ${cy - s * 0.14} Z" fill="${p.accent}"/>
        ${Array.from({ length: 5 }, (_, i) => `<line x1="${cx - s * 0.3}" y1="${cy - s * 0.1 + i * s * 0.06}" x2="${cx - s * 0.06}" y2="${cy - s * 0.06 + i * s * 0.06}" stroke="${p.ink}" stroke-width="${s * 0.008}" opacity="0.45"/>`).join('')}`;
    case 'river':
      return `<circle cx="${cx}" cy="${h * 0.38}" r="${s * 0.14}" fill="${p.glow}"/>` +
        Array.from({ length: 6 }, (_, i) => {
          const y = h * 0.55 + i * h * 0.08;
          return `<path d="M0 ${y} Q${w * 0.25} ${y - h * 0.05} ${w * 0.5} ${y} T${w} ${y}" stroke="${i % 2 ? p.accent : p.glow}" stroke-width="${s * 0.018}" fill="none" opacity="${0.9 - i * 0.12}"/>`;
        }).join('');
    case 'diya':
      return `<circle cx="${cx}" cy="${cy - s * 0.08}" r="${s * 0.26}" fill="${p.glow}" opacity="0.25"/>
        <path d="M${cx} ${cy - s * 0.32} Q${cx + s * 0.09} ${cy - s * 0.14} ${cx} ${cy - s * 0.04} Q${cx - s * 0.09} ${cy - s * 0.14} ${cx} ${cy - s * 0.32} Z" fill="${p.glow}"/>
        <path d="M${cx - s * 0.26} ${cy} Q${cx} ${cy + s * 0.3} ${cx + s * 0.26} ${cy} Z" fill="${p.accent}"/>
        <ellipse cx="${cx}" cy="${cy}" rx="${s * 0.26}" ry="${s * 0.04}" fill="${p.ink}" opacity="0.6"/>`;
    case 'mountains':
      return `<circle cx="${w * 0.7}" cy="${h * 0.3}" r="${s * 0.1}" fill="${p.glow}"/>
        <path d="M0 ${h} L${w * 0.25} ${h * 0.45} L${w * 0.45} ${h * 0.7} L${w * 0.65} ${h * 0.35} L${w} ${h * 0.8} L${w} ${h} Z" fill="${p.ink}" opacity="0.75"/>
        <path d="M0 ${h} L${w * 0.35} ${h * 0.65} L${w * 0.6} ${h * 0.85} L${w * 0.85} ${h * 0.6} L${w} ${h * 0.75} L${w} ${h} Z" fill="${p.ink}"/>`;
    case 'stars': {
      const stars = Array.from({ length: 70 }, () => `<circle cx="${rnd() * w}" cy="${rnd() * h}" r="${0.6 + rnd() * 2.2}" fill="${p.glow}" opacity="${0.4 + rnd() * 0.6}"/>`).join('');
      return `${stars}<circle cx="${w * 0.75}" cy="${h * 0.3}" r="${s * 0.12}" fill="${p.glow}"/><circle cx="${w * 0.78}" cy="${h * 0.28}" r="${s * 0.11}" fill="${p.to ?? '#000'}"/>`;
    }
    case 'tree':
      return `<rect x="${cx - s * 0.035}" y="${cy}" width="${s * 0.07}" height="${h * 0.4}" fill="${p.ink}"/>
        ${Array.from({ length: 7 }, (_, i) => `<circle cx="${cx + (rnd() - 0.5) * s * 0.5}" cy="${cy - s * 0.05 + (rnd() - 0.5) * s * 0.3}" r="${s * (0.12 + rnd() * 0.08)}" fill="${i % 2 ? p.accent : p.glow}" opacity="0.85"/>`).join('')}
        ${Array.from({ length: 5 }, (_, i) => `<line x1="${cx - s * 0.2 + i * s * 0.1}" y1="${cy + s * 0.05}" x2="${cx - s * 0.2 + i * s * 0.1}" y2="${h}" stroke="${p.ink}" stroke-width="${s * 0.006}" opacity="0.5"/>`).join('')}`;
    case 'portrait':
      return `<circle cx="${cx}" cy="${cy - s * 0.12}" r="${s * 0.17}" fill="${p.glow}"/>
        <path d="M${cx - s * 0.32} ${h} Q${cx - s * 0.3} ${cy + s * 0.12} ${cx} ${cy + s * 0.1} Q${cx + s * 0.3} ${cy + s * 0.12} ${cx + s * 0.32} ${h} Z" fill="${p.glow}"/>
        <circle cx="${cx}" cy="${cy - s * 0.12}" r="${s * 0.17}" fill="none" stroke="${p.accent}" stroke-width="${s * 0.015}"/>`;
    case 'collage': {
      const cells = Array.from({ length: 6 }, (_, i) => {
        const col = i % 3;
        const row = Math.floor(i / 3);
        const cw = w / 3;
        const ch = h / 2;
        const colours = [p.accent, p.glow, p.ink, p.from, p.glow, p.accent];
        return `<rect x="${col * cw + 6}" y="${row * ch + 6}" width="${cw - 12}" height="${ch - 12}" rx="${s * 0.04}" fill="${colours[i]}" opacity="${0.35 + (i % 3) * 0.2}"/>
          <circle cx="${col * cw + cw / 2}" cy="${row * ch + ch / 2}" r="${Math.min(cw, ch) * 0.22}" fill="${colours[(i + 2) % 6]}" opacity="0.8"/>`;
      }).join('');
      return cells;
    }
  }
}

/** The SVG source of one generated picture. */
export function renderArtSvg(spec: ArtSpec): string {
  const p = PALETTES[spec.palette];
  const rnd = random(spec.name);
  const angle = Math.round(rnd() * 90);
  const dots = Array.from({ length: 18 }, () => `<circle cx="${rnd() * spec.width}" cy="${rnd() * spec.height}" r="${1 + rnd() * 3}" fill="${p.glow}" opacity="${0.12 + rnd() * 0.2}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="0 0 ${spec.width} ${spec.height}">
  <defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
  <radialGradient id="v" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></radialGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${dots}${motifSvg(spec, rnd)}<rect width="100%" height="100%" fill="url(#v)"/>
</svg>`;
}
