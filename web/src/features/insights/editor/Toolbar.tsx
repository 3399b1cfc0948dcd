import { useRef, useState, type ReactNode } from 'react';
import { type EditorSelection, useEditor, useEditorSelector } from '@portabletext/editor';
import * as selectors from '@portabletext/editor/selectors';
import { ARTICLE_FONTS, ARTICLE_SIZES, type ArticleDecorator } from '@contracts/articleRules';
import { isApiError } from '~/shared/api/ApiError';
import { uploadPicture } from '~/shared/api/uploads';
import { INSIGHTS_EDITOR_MESSAGES as T } from '@contracts/messages/insightsEditor';
import styles from './ArticleEditor.module.css';
import { EpisodePicker } from './EpisodePicker';

const DECORATORS: [ArticleDecorator, string, ReactNode][] = [
  ['strong', T.bold, <b key="b">B</b>],
  ['em', T.italic, <i key="i">I</i>],
  ['underline', T.underline, <u key="u">U</u>],
  ['strike-through', T.strike, <s key="s">S</s>],
  // The visible words are part of the button's name (Sub in Subscript), as assistive voice control needs.
  ['sub', T.sub, <span key="sub">Sub</span>],
  ['sup', T.sup, <span key="sup">Sup</span>],
];
const ALIGNMENTS = [
  ['left', T.alignLeft, 'L'],
  ['center', T.alignCenter, 'C'],
  ['right', T.alignRight, 'R'],
  ['justify', T.alignJustify, 'J'],
] as const;

/** A glyph on screen and the button's name in words for assistive technology (the name is the words, not the glyph). */
const Glyph = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <span aria-hidden="true">{children}</span>
    <span className="visually-hidden">{label}</span>
  </>
);

function DecoratorButton({ name, label, children }: { name: ArticleDecorator; label: string; children: ReactNode }) {
  const editor = useEditor();
  const active = useEditorSelector(editor, selectors.isActiveDecorator(name));
  return (
    <button type="button" className={styles.tool} title={label} aria-pressed={active} onMouseDown={(event) => event.preventDefault()} onClick={() => { editor.send({ type: 'decorator.toggle', decorator: name }); editor.send({ type: 'focus' }); }}>
      <Glyph label={label}>{children}</Glyph>
    </button>
  );
}

/** The toolbar: marks, blockquote, alignment, lists, font and size, link, image and video. */
export function Toolbar({ onProblem }: { onProblem: (message: string) => void }) {
  const editor = useEditor();
  const block = useEditorSelector(editor, selectors.getFocusTextBlock);
  const quote = useEditorSelector(editor, selectors.isActiveStyle('blockquote'));
  const bullets = useEditorSelector(editor, selectors.isActiveListItem('bullet'));
  const numbers = useEditorSelector(editor, selectors.isActiveListItem('number'));
  const linked = useEditorSelector(editor, selectors.isActiveAnnotation('link'));
  // A link needs text to hang on: the button waits for a selection, as the editor reads it.
  const expanded = useEditorSelector(editor, selectors.isSelectionExpanded);
  const [panel, setPanel] = useState<'link' | 'video' | null>(null);
  const [address, setAddress] = useState('');
  // The text the link is for: kept when the address field takes the focus.
  const [selection, setSelection] = useState<EditorSelection>(null);
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const fields = (block?.node ?? {}) as { align?: string; font?: string; size?: number };
  const size = fields.size ?? 16;

  const setField = (props: Record<string, unknown>) => {
    if (block) editor.send({ type: 'block.set', at: block.path, props });
    editor.send({ type: 'focus' });
  };
  const stepSize = (step: number) => {
    const index = ARTICLE_SIZES.indexOf(size as (typeof ARTICLE_SIZES)[number]);
    const next = ARTICLE_SIZES[Math.min(ARTICLE_SIZES.length - 1, Math.max(0, (index < 0 ? 2 : index) + step))];
    setField({ size: next });
  };
  const applyPanel = () => {
    const value = address.trim();
    if (panel === 'link' && value && selection) editor.send({ type: 'annotation.add', annotation: { name: 'link', value: { href: value } }, at: selection });
    if (panel === 'video' && value) editor.send({ type: 'insert.block', block: { _type: 'video', url: value }, placement: 'after' });
    setPanel(null);
    setAddress('');
    editor.send({ type: 'focus' });
  };
  const insertImage = async (chosen: File | undefined) => {
    if (!chosen) return;
    setUploading(true);
    try {
      const src = await uploadPicture(chosen);
      editor.send({ type: 'insert.block', block: { _type: 'image', src, alt: chosen.name.replace(/\.[a-z0-9]+$/i, '') }, placement: 'after' });
      editor.send({ type: 'focus' });
    } catch (error) {
      onProblem(isApiError(error) ? error.message : String(error));
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };
  const keep = (event: React.MouseEvent) => event.preventDefault();

  return (
    <div className={styles.toolbarWrap}>
      <div role="toolbar" aria-label={T.toolbarLabel} className={styles.toolbar}>
        {DECORATORS.map(([name, label, glyph]) => (
          <DecoratorButton key={name} name={name} label={label}>
            {glyph}
          </DecoratorButton>
        ))}
        <button type="button" className={styles.tool} title={T.quote} aria-pressed={quote} onMouseDown={keep} onClick={() => { editor.send({ type: 'style.toggle', style: 'blockquote' }); editor.send({ type: 'focus' }); }}>
          <Glyph label={T.quote}>“ ”</Glyph>
        </button>
        {ALIGNMENTS.map(([value, label, glyph]) => (
          <button key={value} type="button" className={styles.tool} title={label} aria-pressed={(fields.align ?? 'left') === value} onMouseDown={keep} onClick={() => setField({ align: value })}>
            <Glyph label={label}>{glyph}</Glyph>
          </button>
        ))}
        <button type="button" className={styles.tool} title={T.bullets} aria-pressed={bullets} onMouseDown={keep} onClick={() => { editor.send({ type: 'list item.toggle', listItem: 'bullet' }); editor.send({ type: 'focus' }); }}>
          <Glyph label={T.bullets}>•</Glyph>
        </button>
        <button type="button" className={styles.tool} title={T.numbers} aria-pressed={numbers} onMouseDown={keep} onClick={() => { editor.send({ type: 'list item.toggle', listItem: 'number' }); editor.send({ type: 'focus' }); }}>
          <Glyph label={T.numbers}>№</Glyph>
        </button>
        <select aria-label={T.font} className={styles.select} value={fields.font ?? 'roboto'} onChange={(event) => setField({ font: event.target.value })}>
          {ARTICLE_FONTS.map((font) => (
            <option key={font.value} value={font.value}>
              {font.label}
            </option>
          ))}
        </select>
        <select aria-label={T.size} className={styles.select} value={String(size)} onChange={(event) => setField({ size: Number(event.target.value) })}>
          {ARTICLE_SIZES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <button type="button" className={styles.tool} title={T.smaller} onMouseDown={keep} onClick={() => stepSize(-1)}>
          <Glyph label={T.smaller}>A−</Glyph>
        </button>
        <button type="button" className={styles.tool} title={T.larger} onMouseDown={keep} onClick={() => stepSize(1)}>
          <Glyph label={T.larger}>A+</Glyph>
        </button>
        <button type="button" className={styles.tool} aria-label={linked ? T.removeLink : T.link} title={T.link} aria-pressed={linked} disabled={!linked && !expanded && panel !== 'link'} onMouseDown={keep} onClick={() => (linked ? editor.send({ type: 'annotation.remove', annotation: { name: 'link' } }) : (setSelection(editor.getSnapshot().context.selection), setPanel(panel === 'link' ? null : 'link')))}>
          {T.link}
        </button>
        <button type="button" className={styles.tool} aria-label={T.image} title={T.image} disabled={uploading} onClick={() => file.current?.click()}>
          {T.image}
        </button>
        <input ref={file} type="file" accept="image/png,image/jpeg,image/webp,image/avif" className="visually-hidden" tabIndex={-1} aria-label={T.image} onChange={(event) => void insertImage(event.target.files?.[0])} />
        <button type="button" className={styles.tool} aria-label={T.video} title={T.video} onMouseDown={keep} onClick={() => setPanel(panel === 'video' ? null : 'video')}>
          {T.video}
        </button>
      </div>
      {uploading ? <p role="status">{T.uploading}</p> : null}
      {panel ? (
        <div className={styles.panel}>
          <label>
            {panel === 'link' ? T.linkAddress : T.videoAddress}
            <input type="url" value={address} onChange={(event) => setAddress(event.target.value)} onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), applyPanel())} />
          </label>
          <button type="button" className={styles.apply} onClick={applyPanel}>
            {panel === 'link' ? T.apply : T.insert}
          </button>
          {panel === 'video' ? (
            <EpisodePicker
              onPick={(episode) => {
                editor.send({ type: 'insert.block', block: { _type: 'video', episode }, placement: 'after' });
                setPanel(null);
                editor.send({ type: 'focus' });
              }}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
