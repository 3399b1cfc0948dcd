/**
 * Pictures and multipart bodies for the upload tests: real images made with sharp, hostile
 * files made byte by byte, and a hand-built multipart/form-data body (with a Content-Length,
 * as a browser sends it) or a stream of one (without, as a chunked upload arrives).
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import sharp from 'sharp';

export interface FilePart {
  name?: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

export function multipartBody(parts: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----jnanam-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'file'}"${filename}\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The same body as a stream in 64 KiB pieces: no Content-Length, so only the parser's limit applies. */
export function streamed(payload: Buffer): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0; at < payload.length; at += 64 * 1024) pieces.push(payload.subarray(at, at + 64 * 1024));
  return Readable.from(pieces);
}

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } });

export const picture = {
  jpeg: (width = 64, height = 48) => canvas(width, height).jpeg().toBuffer(),
  png: (width = 64, height = 48) => canvas(width, height).png().toBuffer(),
  webp: (width = 64, height = 48) => canvas(width, height).webp().toBuffer(),
  avif: (width = 64, height = 48) => canvas(width, height).avif().toBuffer(),
  /** Random pixels: a PNG of about width × height × 3 bytes, which no encoder can shrink. */
  noisePng: (width: number, height: number) => {
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
    return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
  },
  /** A photo as a phone writes it: camera, time and GPS position in its EXIF. */
  withGps: () =>
    canvas(64, 48)
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 9', Copyright: 'Asha Rao' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 4321/100' },
      })
      .jpeg()
      .toBuffer(),
  /** 60 × 40 pixels stored sideways, with EXIF orientation 6 ("rotate 90° to show"). */
  sideways: () => canvas(60, 40).withMetadata({ orientation: 6 }).jpeg().toBuffer(),
};

/** A JPEG with a comment segment (FF FE) right after its start marker. */
export function jpegWithComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, jpeg.subarray(2)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header declares width × height pixels (a decompression bomb). */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = zlib.deflateSync(Buffer.alloc(width + 1).subarray(0, Math.min(width + 1, 4096)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
