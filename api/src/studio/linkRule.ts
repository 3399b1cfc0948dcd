import { isSafeLinkAddress } from '../../../contracts/rules';
import type { ContentDocument } from '../content/dataset';

/** Every `href` in a document (link annotations in rich text, link objects, page actions) that breaks the rule. */
export function unsafeLinkAddresses(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) unsafeLinkAddresses(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'href' && inner !== undefined && inner !== null && !isSafeLinkAddress(inner)) found.push(String(inner));
      else unsafeLinkAddresses(inner, found);
    }
  }
  return found;
}

/**
 * Why a document may not be written as it is, or null. Drafts may hold a link while it is being
 * typed (the Studio saves each keystroke), so only what readers see is checked: published
 * documents, which a publish or a direct write creates.
 */
export function linkRefusal(id: string, doc: ContentDocument | null): string | null {
  if (!doc || id.startsWith('drafts.') || id.startsWith('versions.')) return null;
  const [first] = unsafeLinkAddresses(doc);
  return first === undefined ? null : `A link address must start with /, #, https:// or mailto: (got "${first.slice(0, 80)}")`;
}
