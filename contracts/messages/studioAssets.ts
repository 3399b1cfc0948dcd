/** What the Studio shows staff when a picture or file they upload is refused, and the file service's answers. */
const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

export const STUDIO_ASSET_MESSAGES = {
  empty: 'The upload is empty: choose the file again.',
  notAPicture: 'Only JPEG, PNG, WebP or AVIF pictures can be uploaded, whatever the file\'s name says.',
  markup: (kind: string) => `The picture also carries ${kind} markup and is refused.`,
  notAFile:
    'Only a video (MP4, WebM), audio (MP3, M4A, Ogg, Opus, WAV, FLAC), captions (WebVTT) or a PDF document can be uploaded here, whatever the file\'s name says.',
  captionsNotText: 'The captions file must be plain UTF-8 text (WebVTT).',
  pdfActive: 'The PDF runs scripts or opens other programs, and is refused: save it again without them (for example "Print to PDF").',
  tooLarge: (kind: string, limit: number) => `A ${kind} may be at most ${megabytes(limit)}.`,
  fileNotFound: 'File not found.',
} as const;
