/**
 * What a generated sample picture is: a motif in a palette at a size. Both seeds declare such
 * pictures (the public dataset's in content/seed, the sample members' in api/src/community/seed);
 * content/art/render.ts draws them for scripts/build-content.ts.
 */
export type Motif = 'sun' | 'lotus' | 'mandala' | 'temple' | 'book' | 'river' | 'diya' | 'mountains' | 'stars' | 'tree' | 'portrait' | 'collage';

export type PaletteName = 'saffron' | 'maroon' | 'gold' | 'dusk' | 'forest' | 'river' | 'rose' | 'night';

export interface ArtSpec {
  /** Stable name used by seed documents (`image('home-hero', alt)`). */
  name: string;
  motif: Motif;
  palette: PaletteName;
  width: number;
  height: number;
}
