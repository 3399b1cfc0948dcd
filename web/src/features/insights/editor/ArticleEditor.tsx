import { useCallback, useEffect, useRef, useState } from 'react';
import { defineBlockObject, defineDecorator, defineTextBlock, EditorProvider, PortableTextEditable, type PortableTextBlock, useEditor } from '@portabletext/editor';
import { EventListenerPlugin, NodePlugin } from '@portabletext/editor/plugins';
import { ARTICLE_TOPICS_MAX } from '@contracts/articleRules';
import type { OwnArticle, TopicView } from '@contracts/insights';
import { useWriteGate } from '~/shared/safety/ConfirmToWrite';
import { Button } from '~/shared/ui/Button';
import { ARTICLE_FONT_FAMILIES } from '~/shared/content/articleFonts';
import chip from '~/shared/ui/Chip.module.css';
import { INSIGHTS_EDITOR_MESSAGES as T } from '@contracts/messages/insightsEditor';
import styles from './ArticleEditor.module.css';
import { articleSchema } from './schema';
import { Toolbar } from './Toolbar';
import { useDraft } from './useDraft';



interface Fields {
  style?: string;
  align?: string;
  font?: string;
  size?: number;
}
const blockStyle = (node: Fields) => ({
  textAlign: node.align as 'left' | undefined,
  fontSize: node.size ? `${node.size / 16}rem` : undefined,
  fontFamily: node.font ? ARTICLE_FONT_FAMILIES[node.font] : undefined,
});

// Registered once at module scope: a fresh array would re-register on every keystroke.
const NODES = [
  defineTextBlock({
    type: 'block',
    render: ({ attributes, children, node }) => {
      const fields = node as Fields;
      const Tag = fields.style === 'blockquote' ? 'blockquote' : fields.style === 'h2' ? 'h2' : fields.style === 'h3' ? 'h3' : 'div';
      return (
        <Tag {...attributes} style={blockStyle(fields)}>
          {children}
        </Tag>
      );
    },
  }),
  defineDecorator({ type: 'strong', render: ({ children }) => <strong>{children}</strong> }),
  defineDecorator({ type: 'em', render: ({ children }) => <em>{children}</em> }),
  defineDecorator({ type: 'underline', render: ({ children }) => <u>{children}</u> }),
  defineDecorator({ type: 'strike-through', render: ({ children }) => <s>{children}</s> }),
  defineDecorator({ type: 'sub', render: ({ children }) => <sub>{children}</sub> }),
  defineDecorator({ type: 'sup', render: ({ children }) => <sup>{children}</sup> }),
  defineBlockObject({
    type: 'image',
    render: ({ attributes, children, node }) => (
      <div {...attributes}>
        {children}
        <img className={styles.picture} src={`${String((node as { src?: string }).src)}?w=640`} alt={String((node as { alt?: string }).alt ?? '')} />
      </div>
    ),
  }),
  defineBlockObject({
    type: 'video',
    render: ({ attributes, children, node }) => (
      <div {...attributes} className={styles.videoBlock}>
        {children}▶ {String((node as { url?: string }).url ?? (node as { episode?: string }).episode ?? '')}
      </div>
    ),
  }),
];

/** Leaving the page (a reload, a closed tab): the text as it is now is kept on this device, even if the editor had not announced it yet. */
function KeepOnLeave({ onLeave }: { onLeave: (value: PortableTextBlock[]) => void }) {
  const editor = useEditor();
  useEffect(() => {
    const keep = () => onLeave(editor.getSnapshot().context.value);
    const hidden = () => document.visibilityState === 'hidden' && keep();
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [editor, onLeave]);
  return null;
}

interface ArticleEditorProps {
  article: OwnArticle | null;
  authorName: string;
  /** The topics offered on the list, to choose from. */
  topics: TopicView[];
  onCreated: (id: string) => void;
  onPublish: (id: string) => Promise<void>;
  onUnpublish: (id: string) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
  onProblem: (message: string) => void;
}

/**
 * The article editor (its own lazy chunk, with @portabletext/editor): "Draft in <name>" with
 * Publish, the author row, the toolbar, a title and the body. Ctrl/Cmd+B, I and U mark the text.
 */
export default function ArticleEditor({ article, authorName, topics, onCreated, onPublish, onUnpublish, onDelete, onProblem }: ArticleEditorProps) {
  const draft = useDraft(article, onCreated);
  const [title, setTitle] = useState(draft.initialTitle);
  const [chosen, setChosen] = useState(draft.initialTopics);
  const toggleTopic = (slug: string) => {
    const next = chosen.includes(slug) ? chosen.filter((entry) => entry !== slug) : [...chosen, slug];
    setChosen(next);
    draft.change({ topics: next });
  };
  const [busy, setBusy] = useState(false);
  const writeGate = useWriteGate();
  // One listener for the editor's life (a new one each render would subscribe again and again).
  const change = useRef(draft.change);
  useEffect(() => {
    change.current = draft.change;
  }, [draft.change]);
  const onBody = useCallback((value: PortableTextBlock[] | undefined) => change.current({ body: value ?? [] }), []);
  const status = draft.state === 'saving' ? T.saving : draft.state === 'saved' ? T.saved : draft.state === 'failed' ? T.saveFailed(draft.problem) : '';

  const act = async (work: (id: string) => Promise<void>) => {
    setBusy(true);
    try {
      if (!(await draft.flush())) return;
      const id = draft.id();
      if (id) await work(id);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.editor}>
      <div className={styles.header}>
        <h2 className={styles.draftIn}>{T.draftIn(authorName)}</h2>
        <p className={styles.status} role="status" aria-live="polite">
          {status}
        </p>
        <div className={styles.headerActions}>
          {draft.status === 'published' ? (
            <Button variant="outline" size="small" disabled={busy} onClick={() => void act(onUnpublish).then(() => draft.setStatus('draft'))}>
              {T.unpublish}
            </Button>
          ) : null}
          {draft.id() ? (
            <Button variant="ghost" size="small" disabled={busy} onClick={() => window.confirm(T.confirmDelete) && void act(async (id) => { await onDelete(id); draft.forget(); })}>
              {T.delete}
            </Button>
          ) : null}
          {writeGate.mayWrite ? (
            <Button size="small" disabled={busy} onClick={() => void act(async (id) => { await onPublish(id); draft.setStatus('published'); })}>
              {draft.status === 'published' ? T.update : T.publish}
            </Button>
          ) : null}
        </div>
      </div>
      {/* Drafts are kept either way; publishing waits for the confirmed address. */}
      {writeGate.notice}
      <p className={styles.author}>{authorName}</p>
      <EditorProvider initialConfig={{ schemaDefinition: articleSchema, initialValue: draft.initialBody }}>
        <NodePlugin nodes={NODES} />
        <KeepOnLeave onLeave={onBody} />
        <EventListenerPlugin
          on={(event) => {
            if (event.type === 'mutation') onBody(event.value);
          }}
        />
        <Toolbar onProblem={onProblem} />
        <div className={styles.paper}>
          <input
            className={styles.title}
            aria-label={T.titleLabel}
            placeholder={T.titlePlaceholder}
            value={title}
            maxLength={150}
            onChange={(event) => {
              setTitle(event.target.value);
              draft.change({ title: event.target.value });
            }}
          />
          <PortableTextEditable
            className={styles.body}
            aria-label={T.bodyLabel}
            hotkeys={{ marks: { 'mod+b': 'strong', 'mod+i': 'em', 'mod+u': 'underline' } }}
            renderPlaceholder={() => <span className={styles.placeholder}>{T.bodyPlaceholder}</span>}
          />
        </div>
        <p id="article-topics" className={styles.topicsLabel}>
          {T.topicsLabel(ARTICLE_TOPICS_MAX)}
        </p>
        <div role="group" aria-labelledby="article-topics" className={chip.chips}>
          {topics.map((topic) => (
            <button
              key={topic.slug}
              type="button"
              className={chip.chip}
              aria-pressed={chosen.includes(topic.slug)}
              disabled={!chosen.includes(topic.slug) && chosen.length >= ARTICLE_TOPICS_MAX}
              onClick={() => toggleTopic(topic.slug)}
            >
              {topic.title}
            </button>
          ))}
        </div>
      </EditorProvider>
    </div>
  );
}
