import { useMemo, type CSSProperties } from 'react';
import { createEditor, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import type { EmailElement } from './email-document';
import { EmailToolbar } from './EmailToolbar';
import styles from './EmailDrafter.module.css';

function withEmailElements<T extends ReturnType<typeof createEditor>>(editor: T): T {
  const { isInline, isVoid } = editor;
  editor.isInline = (element: EmailElement) => element.type === 'link' || isInline(element);
  editor.isVoid = (element: EmailElement) => element.type === 'image' || element.type === 'video' || isVoid(element);
  return editor;
}

function EmailElementView({ attributes, children, element }: RenderElementProps) {
  const style: CSSProperties | undefined =
    'indent' in element && element.indent ? { paddingLeft: `${element.indent * 2}em` } : undefined;
  switch (element.type) {
    case 'heading-one':
      return (
        <h1 {...attributes} style={style}>
          {children}
        </h1>
      );
    case 'heading-two':
      return (
        <h2 {...attributes} style={style}>
          {children}
        </h2>
      );
    case 'block-quote':
      return (
        <blockquote {...attributes} style={style}>
          {children}
        </blockquote>
      );
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      return (
        <a {...attributes} href={element.url}>
          {children}
        </a>
      );
    case 'image':
      return (
        <div {...attributes} contentEditable={false} className={styles.embed}>
          <img src={element.url} alt="" />
          {children}
        </div>
      );
    case 'video':
      return (
        <div {...attributes} contentEditable={false} className={styles.embed}>
          <span>▶ Video: {element.url} (sent as a linked picture)</span>
          {children}
        </div>
      );
    default:
      return (
        <p {...attributes} style={style}>
          {children}
        </p>
      );
  }
}

function EmailLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.strike) content = <s>{content}</s>;
  return (
    <span {...attributes} style={{ fontFamily: leaf.font, fontSize: leaf.size }}>
      {content}
    </span>
  );
}

/** The Slate rich-text editor of the e-mail drafter, with its toolbar. */
export function EmailEditor({
  value,
  onChange,
  editorKey,
}: {
  value: Descendant[];
  onChange: (value: Descendant[]) => void;
  editorKey: number;
}) {
  // A new key after sending gives a fresh, empty editor.
  const editor = useMemo(() => withEmailElements(withHistory(withReact(createEditor()))), [editorKey]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className={styles.editor}>
      <Slate key={editorKey} editor={editor} initialValue={value} onChange={onChange}>
        <EmailToolbar />
        <Editable
          className={styles.body}
          aria-label="Email body"
          placeholder="Write your e-mail…"
          renderElement={(props) => <EmailElementView {...props} />}
          renderLeaf={(props) => <EmailLeaf {...props} />}
        />
      </Slate>
    </div>
  );
}
