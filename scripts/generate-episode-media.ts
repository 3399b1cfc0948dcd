/**
 * Generates the seed episodes' media with ffmpeg (Debian package `ffmpeg`): a few short H.264 MP4
 * clips that every browser plays, and one JPEG thumbnail per episode in the site's saffron/maroon
 * palette with the episode's title. The output is committed under content/media/episodes, so this
 * only needs to run again when content/episodes/episodes.json changes:
 *
 *   npx tsx scripts/generate-episode-media.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib';

interface SeedFile {
  clips: Record<string, string>;
  episodes: { id: string; name: string; clip: string; category: string }[];
}

const seed = JSON.parse(fs.readFileSync(path.join(ROOT, 'content/episodes/episodes.json'), 'utf8')) as SeedFile;
const outDir = path.join(ROOT, 'content/media/episodes');
const clipDir = path.join(outDir, 'clips');
const thumbDir = path.join(outDir, 'thumbnails');
fs.mkdirSync(clipDir, { recursive: true });
fs.mkdirSync(thumbDir, { recursive: true });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-media-'));

function fontFile(): string {
  const preferred = '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf';
  if (fs.existsSync(preferred)) return preferred;
  return execFileSync('fc-match', ['-f', '%{file}', 'serif:bold'], { encoding: 'utf8' }).trim();
}
const font = fontFile();

/** drawtext reads the text from a file, so titles need no escaping. */
function textFile(name: string, text: string) {
  const file = path.join(tmp, `${name}.txt`);
  fs.writeFileSync(file, text);
  return file;
}

const ffmpeg = (args: string[]) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });

// Saffron, maroon, deep red and gold: the site's palette.
const palettes = [
  ['0xF4A024', '0x7A1F1F', '0xC0392B', '0xFFD27A'],
  ['0x8B1E3F', '0xE67E22', '0x5B0E14', '0xF6C453'],
  ['0xD35400', '0x6D1A36', '0xF39C12', '0x3B0A10'],
  ['0xB03A2E', '0xF5B041', '0x641E16', '0xFAD7A0'],
  ['0x4A0E0E', '0xE59866', '0x9C2A00', '0xFFE5B4'],
];

const wrap = (text: string, width: number) => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
};

Object.entries(seed.clips).forEach(([clip, title], index) => {
  const [c0, c1, c2, c3] = palettes[index % palettes.length]!;
  const text = textFile(`clip-${clip}`, title);
  // 4 s of slowly moving gradients with the clip's title; small, baseline-compatible H.264 with
  // the moov atom first so playback can start before the file is fully downloaded.
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `gradients=s=640x360:r=24:d=4:c0=${c0}:c1=${c1}:c2=${c2}:c3=${c3}:nb_colors=4:speed=0.03:seed=${index + 1}`,
    '-vf',
    `drawtext=fontfile=${font}:textfile=${text}:fontsize=30:fontcolor=0xFFF4E0:borderw=2:bordercolor=0x3B0A10:x=(w-text_w)/2:y=(h-text_h)/2`,
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '32',
    '-preset',
    'veryslow',
    '-movflags',
    '+faststart',
    '-an',
    path.join(clipDir, `${clip}.mp4`),
  ]);
});

seed.episodes.forEach((episode, index) => {
  const [c0, c1, c2, c3] = palettes[index % palettes.length]!;
  const title = textFile(`title-${episode.id}`, wrap(episode.name, 22));
  const category = textFile(`category-${episode.id}`, episode.category);
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `gradients=s=640x360:c0=${c0}:c1=${c1}:c2=${c2}:c3=${c3}:nb_colors=4:seed=${index + 7}`,
    '-frames:v',
    '1',
    '-vf',
    [
      `drawtext=fontfile=${font}:textfile=${category}:fontsize=18:fontcolor=0xFFE5B4:x=32:y=32`,
      `drawtext=fontfile=${font}:textfile=${title}:fontsize=38:line_spacing=8:fontcolor=0xFFF4E0:borderw=2:bordercolor=0x3B0A10:x=32:y=h-text_h-40`,
    ].join(','),
    '-q:v',
    '6',
    path.join(thumbDir, `${episode.id}.jpg`),
  ]);
});

fs.rmSync(tmp, { recursive: true, force: true });
for (const dir of [clipDir, thumbDir]) {
  for (const file of fs.readdirSync(dir))
    console.log(
      `${path.relative(ROOT, path.join(dir, file))}  ${(fs.statSync(path.join(dir, file)).size / 1024).toFixed(1)} KiB`,
    );
}
