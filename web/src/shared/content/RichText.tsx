import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { PortableTextBlock } from '@portabletext/types';
import { isSafeLinkAddress } from '@contracts/rules';

/** How Portable Text renders across the site: semantic elements, safe external links. */
const components: PortableTextComponents = {
  marks: {
    link: ({ children, value }) => {
      const href = (value as { href?: unknown } | undefined)?.href;
      // An address outside the content rule (javascript:, data:, //host) is shown as plain text.
      if (!isSafeLinkAddress(href)) return <>{children}</>;
      const external = /^https?:\/\//.test(href);
      return (
        <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      );
    },
  },
};

/**
 * A Portable Text field as GROQ returns it: typegen types block children as optional, so this
 * accepts any keyed, typed items and leaves rendering unknown ones to @portabletext/react.
 */
export type RichTextValue = ReadonlyArray<{ _type: string; _key: string }>;

/**
 * Renders a Portable Text field of the trust's content. Headings inside it start at h2 (the page
 * owns h1). A member's article body renders through MemberRichText, under stricter rules.
 */
export function RichText({ value }: { value: RichTextValue | PortableTextBlock[] | null | undefined }) {
  if (!value?.length) return null;
  return <PortableText value={value as PortableTextBlock[]} components={components} />;
}
