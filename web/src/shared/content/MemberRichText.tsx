import { PortableText, type PortableTextComponents, type PortableTextBlockComponent } from '@portabletext/react';
import type { PortableTextBlock } from '@portabletext/types';
import type { CSSProperties } from 'react';
import { ARTICLE_ALIGNMENTS, ARTICLE_DECORATORS, ARTICLE_SIZES, isSafeHref, MEMBER_UPLOAD_PREFIX, videoEmbedUrl } from '@contracts/articleRules';
import { episodePath } from '@contracts/routes';
import { ARTICLE_FONT_FAMILIES } from './articleFonts';
import type { RichTextValue } from './RichText';

const FONT_FAMILIES = ARTICLE_FONT_FAMILIES;

interface BlockFields {
  align?: unknown;
  font?: unknown;
  size?: unknown;
}

function blockStyle(value: BlockFields): CSSProperties | undefined {
  const style: CSSProperties = {};
  if ((ARTICLE_ALIGNMENTS as readonly unknown[]).includes(value.align)) style.textAlign = value.align as CSSProperties['textAlign'];
  if (typeof value.font === 'string' && FONT_FAMILIES[value.font]) style.fontFamily = FONT_FAMILIES[value.font];
  if ((ARTICLE_SIZES as readonly unknown[]).includes(value.size)) style.fontSize = `${Number(value.size) / 16}rem`;
  return Object.keys(style).length ? style : undefined;
}

const styled =
  (Tag: 'p' | 'h2' | 'h3' | 'blockquote'): PortableTextBlockComponent =>
  ({ children, value }) => <Tag style={blockStyle(value as BlockFields)}>{children}</Tag>;

const DECORATOR_TAGS: Record<string, 'u' | 's' | 'sub' | 'sup' | 'strong' | 'em'> = {
  strong: 'strong',
  em: 'em',
  underline: 'u',
  'strike-through': 's',
  sub: 'sub',
  sup: 'sup',
};

const memberComponents: PortableTextComponents = {
  block: { normal: styled('p'), h2: styled('h2'), h3: styled('h3'), blockquote: styled('blockquote') },
  marks: {
    ...Object.fromEntries(
      ARTICLE_DECORATORS.map((name) => {
        const Tag = DECORATOR_TAGS[name]!;
        return [name, ({ children }: { children?: React.ReactNode }) => <Tag>{children}</Tag>];
      }),
    ),
    link: ({ children, value }) => {
      const href = (value as { href?: unknown } | undefined)?.href;
      if (typeof href !== 'string' || !isSafeHref(href)) return <>{children}</>;
      return (
        <a href={href} rel="ugc nofollow noopener noreferrer" target={href.startsWith('mailto:') ? undefined : '_blank'}>
          {children}
        </a>
      );
    },
  },
  types: {
    image: ({ value }) => {
      const { src, alt } = value as { src?: unknown; alt?: unknown };
      if (typeof src !== 'string' || !src.startsWith(MEMBER_UPLOAD_PREFIX)) return null;
      return <img src={`${src}?w=960`} alt={typeof alt === 'string' ? alt : ''} loading="lazy" style={{ maxWidth: '100%', height: 'auto' }} />;
    },
    video: ({ value }) => {
      const { url, episode } = value as { url?: unknown; episode?: unknown };
      if (typeof episode === 'string' && /^[a-z0-9-]{1,100}$/.test(episode)) return <p><a href={episodePath(episode)}>▶ {episode.replace(/-/g, ' ')}</a></p>;
      const embed = typeof url === 'string' ? videoEmbedUrl(url) : null;
      if (!embed) return null;
      return (
        <iframe
          src={embed}
          title="Video"
          loading="lazy"
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
        />
      );
    },
  },
  unknownType: () => null,
  unknownMark: ({ children }) => <>{children}</>,
  unknownBlockStyle: ({ children }) => <p>{children}</p>,
};

/**
 * A member's article body: the article schema's rules applied again at drawing time
 * (contracts/articleBody.ts), whatever reached the database. Only the toolbar's marks, links to
 * http, https or mailto (marked as a member's, not the trust's), pictures from members' uploads,
 * YouTube/Vimeo players and episode links; any other block or mark shows as plain text or nothing.
 * Kept apart from RichText so that the pages of the trust's content do not carry these rules.
 */
export function MemberRichText({ value }: { value: RichTextValue | null | undefined }) {
  if (!value?.length) return null;
  return <PortableText value={value as PortableTextBlock[]} components={memberComponents} />;
}
