import { imageBaseUrl, imageProject, usesHostedContent } from './client';

/** A file field as queried: the asset reference, and the size when the page shows it. */
export interface FileSource {
  asset?: { _ref: string } | null;
  size?: number | null;
}

/**
 * The address of a file asset (`file-<sha1>-<extension>`): Sanity's file CDN shape, absolute on
 * Sanity's CDN and root-relative when this site serves the files, as for images.
 */
export function fileUrlFor(ref: string): string {
  const match = /^file-([a-f0-9]+)-([a-z0-9]+)$/.exec(ref);
  if (!match) throw new Error(`Malformed file asset reference '${ref}'`);
  const root = usesHostedContent ? imageBaseUrl : '';
  return `${root}/files/${imageProject.projectId}/${imageProject.dataset}/${match[1]}.${match[2]}`;
}

/** A download's size as people read it: "840 KB", "2.4 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}
