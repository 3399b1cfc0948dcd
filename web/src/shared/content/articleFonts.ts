/**
 * The article editor's three faces, served from the site (the CSP allows fonts from it alone).
 * Their @font-face rules join the site's one stylesheet (a few hundred bytes); a browser fetches a
 * face's file only when text on the page is set in it: in the editor, or an article that chose it.
 * Latin at 400; the browser makes bold and italic from it.
 */
import '@fontsource/roboto/latin-400.css';
import '@fontsource/poppins/latin-400.css';
import '@fontsource/sora/latin-400.css';

export const ARTICLE_FONT_FAMILIES: Record<string, string> = {
  roboto: "'Roboto', var(--font-body)",
  poppins: "'Poppins', var(--font-body)",
  sora: "'Sora', var(--font-body)",
};
