/**
 * Generates the seed clips of academy items, sparks (9:16) and video samples with ffmpeg: a few
 * seconds each at a low bit rate, so the repository and CI stay small. Free clips go to
 * content/media/learning (public, served at /media/); premium items' clips to
 * content/premium-media (served only through the API's signed playback address). The output is
 * committed, so this only needs to run again when content/seed/media/clips.ts changes:
 *
 *   npx tsx scripts/generate-learning-media.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLIP_SECONDS, PREMIUM_CLIPS, PUBLIC_CLIPS, premiumClipFile } from '../content/seed/media/clips';
import { ROOT } from './lib';

const publicDir = path.join(ROOT, 'content/media');
const premiumDir = path.join(ROOT, 'content/premium-media');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-learning-'));

function fontFile(): string {
  const preferred = '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf';
  if (fs.existsSync(preferred)) return preferred;
  return execFileSync('fc-match', ['-f', '%{file}', 'serif:bold'], { encoding: 'utf8' }).trim();
}
const font = fontFile();
const palettes = [
  ['0xF4A024', '0x7A1F1F', '0xC0392B', '0xFFD27A'],
  ['0x8B1E3F', '0xE67E22', '0x5B0E14', '0xF6C453'],
  ['0x4A0E0E', '0xE59866', '0x9C2A00', '0xFFE5B4'],
];

/** A short, baseline H.264 clip of moving gradients with a title; moov first so it starts at once. */
function clip(out: string, title: string, shape: 'landscape' | 'portrait', index: number) {
  const [c0, c1, c2, c3] = palettes[index % palettes.length]!;
  const size = shape === 'portrait' ? '270x480' : '480x270';
  const text = path.join(tmp, `title-${index}.txt`);
  fs.writeFileSync(text, title);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', `gradients=s=${size}:r=12:d=${CLIP_SECONDS}:c0=${c0}:c1=${c1}:c2=${c2}:c3=${c3}:nb_colors=4:speed=0.04:seed=${index + 3}`],
      ...['-vf', `drawtext=fontfile=${font}:textfile=${text}:fontsize=22:fontcolor=0xFFF4E0:borderw=2:bordercolor=0x3B0A10:x=(w-text_w)/2:y=(h-text_h)/2`],
      ...['-c:v', 'libx264', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-crf', '36', '-preset', 'veryslow'],
      ...['-movflags', '+faststart', '-an', out],
    ],
    { stdio: 'inherit' },
  );
  console.log(`${path.relative(ROOT, out)}  ${(fs.statSync(out).size / 1024).toFixed(1)} KiB`);
}

Object.values(PUBLIC_CLIPS).forEach((c, i) => clip(path.join(publicDir, c.file), c.title, c.shape, i));
Object.entries(PREMIUM_CLIPS).forEach(([slug, title], i) => clip(path.join(premiumDir, premiumClipFile(slug)), `${title} (premium)`, 'landscape', i));
fs.rmSync(tmp, { recursive: true, force: true });
