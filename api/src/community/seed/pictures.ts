/**
 * The sample members' pictures (avatars, covers, stories, post, tribe and message images). They
 * are generated art like the dataset's, but belong to members' data, so they have no asset
 * document in the public dataset: scripts/build-content.ts renders them into content/images and
 * writes their file names to pictureFiles.generated.ts; the seed stores their image-route address.
 */
import type { ArtSpec, Motif, PaletteName } from '../../../../contracts/art';

export type SamplePictureSpec = ArtSpec;

const specs: SamplePictureSpec[] = [];

/** Declares a picture once and returns its name (the key of SAMPLE_PICTURE_FILES). */
function picture(name: string, motif: Motif, palette: PaletteName, width: number, height: number): string {
  if (!specs.some((spec) => spec.name === name)) specs.push({ name, motif, palette, width, height });
  return name;
}

/** A member's portrait; the same picture as their person document's where they have one. */
export const portrait = (slug: string, palette: PaletteName) => picture(`portrait-${slug}`, 'portrait', palette, 400, 400);
/** A profile picture drawn for the member alone (no person document shares it). */
export const profilePicture = (slug: string, palette: PaletteName) => picture(`profile-${slug}`, 'portrait', palette, 400, 400);
export const cover = (slug: string, motif: Motif, palette: PaletteName) => picture(`profile-cover-${slug}`, motif, palette, 1200, 400);
export const storyPicture = (slug: string, motif: Motif, palette: PaletteName) => picture(`story-${slug}`, motif, palette, 360, 640);
export const postPicture = (slug: string, motif: Motif, palette: PaletteName) => picture(`post-${slug}`, motif, palette, 800, 450);
export const tribePicture = (slug: string, motif: Motif, palette: PaletteName) => picture(`tribe-${slug}`, motif, palette, 400, 400);
export const messagePicture = (name: string, motif: Motif, palette: PaletteName) => picture(name, motif, palette, 640, 360);

/** Every sample picture; complete once the seed modules that declare them are loaded. */
export function samplePictureSpecs(): SamplePictureSpec[] {
  return specs;
}
