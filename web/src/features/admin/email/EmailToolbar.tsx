import { useState, type ReactNode } from 'react';
import { Transforms, type BaseSelection } from 'slate';
import { ReactEditor } from 'slate-react';
import { useSlate } from 'slate-react';
import { FONTS, SIZES, type BlockType, type MarkName } from './email-document';
import {
  clean,
  indent,
  insertLink,
  insertVoid,
  isBlockActive,
  isMarkActive,
  setStyle,
  toggleBlock,
  toggleMark,
} from './email-commands';
import { SelectOptions, type SelectOption } from '../../../ui/SelectOptions';
import styles from './EmailDrafter.module.css';
import { UrlPrompt } from './UrlPrompt';

const FONT_OPTIONS = FONTS.map((font) => ({ value: font, label: font }));

function Tool({
  label,
  active,
  onPress,
  children,
}: {
  label: string;
  active?: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={label}
      aria-pressed={active}
      // The editor keeps its selection: the press happens before focus would move.
      onMouseDown={(event) => {
        event.preventDefault();
        onPress();
      }}
    >
      {children}
    </button>
  );
}

type Embed = 'Link' | 'Image' | 'Video';

/** Headers 1 and 2, font, size, bold, italic, underline, strike, blockquote, lists, indent, clean, link, image, video. */
export function EmailToolbar() {
  const editor = useSlate();
  // Typing the address moves focus out of the editor: its selection is kept to insert at.
  const [asking, setAsking] = useState<{ what: Embed; selection: BaseSelection } | null>(null);
  const ask = (what: Embed) => setAsking({ what, selection: editor.selection });
  const insert = (url: string) => {
    if (!asking) return;
    if (asking.selection) Transforms.select(editor, asking.selection);
    if (asking.what === 'Link') insertLink(editor, url);
    else insertVoid(editor, asking.what === 'Image' ? 'image' : 'video', url);
    setAsking(null);
    ReactEditor.focus(editor);
  };
  const mark = (name: MarkName, label: string, glyph: ReactNode) => (
    <Tool label={label} active={isMarkActive(editor, name)} onPress={() => toggleMark(editor, name)}>
      {glyph}
    </Tool>
  );
  const block = (type: BlockType, label: string, glyph: ReactNode) => (
    <Tool label={label} active={isBlockActive(editor, type)} onPress={() => toggleBlock(editor, type)}>
      {glyph}
    </Tool>
  );
  const marks = editor.marks ?? {};
  const styleSelect = (name: 'font' | 'size', label: string, options: SelectOption[]) => (
    <select
      className={styles.select}
      aria-label={label}
      value={marks[name] ?? ''}
      onChange={(event) => setStyle(editor, name, event.target.value)}
    >
      <SelectOptions placeholder={label} options={options} />
    </select>
  );
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Formatting">
      {block('heading-one', 'Header 1', 'H1')}
      {block('heading-two', 'Header 2', 'H2')}
      {styleSelect('font', 'Font', FONT_OPTIONS)}
      {styleSelect('size', 'Size', SIZES)}
      {mark('bold', 'Bold', <b>B</b>)}
      {mark('italic', 'Italic', <i>I</i>)}
      {mark('underline', 'Underline', <u>U</u>)}
      {mark('strike', 'Strike', <s>S</s>)}
      {block('block-quote', 'Blockquote', '❝')}
      {block('numbered-list', 'Numbered list', '1.')}
      {block('bulleted-list', 'Bulleted list', '•')}
      <Tool label="Indent" onPress={() => indent(editor, 1)}>
        ⇥
      </Tool>
      <Tool label="Outdent" onPress={() => indent(editor, -1)}>
        ⇤
      </Tool>
      <Tool label="Clean" onPress={() => clean(editor)}>
        Clean
      </Tool>
      <Tool label="Link" onPress={() => ask('Link')}>
        Link
      </Tool>
      <Tool label="Image" onPress={() => ask('Image')}>
        Image
      </Tool>
      <Tool label="Video" onPress={() => ask('Video')}>
        Video
      </Tool>
      {asking && <UrlPrompt what={asking.what} onInsert={insert} onCancel={() => setAsking(null)} />}
    </div>
  );
}
