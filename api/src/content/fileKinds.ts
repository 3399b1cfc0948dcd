import { fileTypeFromBuffer } from 'file-type';

/**
 * The files staff may upload in the Studio (file fields: a video, its sound, its captions, a PDF to
 * download), what each is judged to be from its own bytes — never from its name or the
 * Content-Type the browser sends — and how large each kind may be.
 */

const MB = 1024 * 1024;

export type FileKind = 'video' | 'audio' | 'captions' | 'document';

/**
 * Most bytes per kind: a talk filmed in HD for ten minutes or so, an hour of spoken audio, a
 * book's sample chapters with pictures, and captions for many hours of speech.
 */
export const FILE_MAX_BYTES: Record<FileKind, number> = {
  video: 500 * MB,
  audio: 100 * MB,
  document: 50 * MB,
  captions: 1 * MB,
};

/** The largest any upload may be, checked before its kind is known. */
export const ANY_FILE_MAX_BYTES = Math.max(...Object.values(FILE_MAX_BYTES));

export interface FileType {
  kind: FileKind;
  extension: string;
  /** As the file route serves it. */
  mimeType: string;
}

/** By the extension file-type reads from the signature; every other signature is refused. */
const ACCEPTED: Record<string, FileType> = {
  mp4: { kind: 'video', extension: 'mp4', mimeType: 'video/mp4' },
  webm: { kind: 'video', extension: 'webm', mimeType: 'video/webm' },
  m4a: { kind: 'audio', extension: 'm4a', mimeType: 'audio/mp4' },
  mp3: { kind: 'audio', extension: 'mp3', mimeType: 'audio/mpeg' },
  ogg: { kind: 'audio', extension: 'ogg', mimeType: 'audio/ogg' },
  opus: { kind: 'audio', extension: 'opus', mimeType: 'audio/ogg' },
  wav: { kind: 'audio', extension: 'wav', mimeType: 'audio/wav' },
  flac: { kind: 'audio', extension: 'flac', mimeType: 'audio/x-flac' },
  pdf: { kind: 'document', extension: 'pdf', mimeType: 'application/pdf' },
};

const CAPTIONS: FileType = { kind: 'captions', extension: 'vtt', mimeType: 'text/vtt' };

/** The extensions the file route serves (the names it stores are `{sha1}.{extension}`). */
export const FILE_EXTENSIONS = [...Object.keys(ACCEPTED), CAPTIONS.extension];

/** Bytes enough for every signature file-type reads. */
export const HEAD_BYTES = 4100;

/** A WebVTT file starts with "WEBVTT" (after an optional byte-order mark), then a blank or the end. */
const isWebVtt = (head: Buffer) => /^(\uFEFF)?WEBVTT(?:[ \t\r\n]|$)/.test(head.subarray(0, 16).toString('utf8'));

/** What the first bytes say the file is, or null when it is nothing staff may upload. */
export async function detectFileType(head: Buffer): Promise<FileType | null> {
  if (isWebVtt(head)) return CAPTIONS;
  const type = await fileTypeFromBuffer(head);
  return (type && ACCEPTED[type.ext]) ?? null;
}

/** Captions must be text throughout: valid UTF-8 with no NUL or other control bytes but tab and line ends. */
export function isCleanText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text);
}

