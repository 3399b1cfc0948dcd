// Inter, the Studio's typeface, served with the Studio itself rather than from Sanity's CDN:
// the weights and styles Sanity's own page declares. Each file covers its scripts by
// unicode-range, so a browser fetches only those it shows.
import '@fontsource/inter/400.css';
import '@fontsource/inter/400-italic.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/500-italic.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/600-italic.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/700-italic.css';
import '@fontsource/inter/800.css';
import '@fontsource/inter/800-italic.css';
import '@fontsource/inter/900.css';
import '@fontsource/inter/900-italic.css';
