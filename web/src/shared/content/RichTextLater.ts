import { later } from '../ui/later';

/** Rich text below its page's first screen: @portabletext/react loads after the page's code. */
export const RichTextLater = later(() => import('./RichText').then((module) => module.RichText));
