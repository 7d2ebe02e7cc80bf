import { Editor, Element, Range, Transforms, type Descendant } from 'slate';
import type { BlockElement, BlockType, EmailText, MarkName } from './email-document';

const LIST_TYPES: BlockType[] = ['bulleted-list', 'numbered-list'];
const MAX_INDENT = 6;

export const isMarkActive = (editor: Editor, mark: MarkName) => Boolean(Editor.marks(editor)?.[mark]);

export function toggleMark(editor: Editor, mark: MarkName) {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

/** Font and size: a value for the selection, or none for the default. */
export function setStyle(editor: Editor, style: 'font' | 'size', value: string) {
  if (value) Editor.addMark(editor, style, value);
  else Editor.removeMark(editor, style);
}

export function isBlockActive(editor: Editor, type: BlockType) {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, selection),
    match: (node) => Element.isElement(node) && node.type === type,
  });
  return Boolean(match);
}

export function toggleBlock(editor: Editor, type: BlockType) {
  const active = isBlockActive(editor, type);
  const isList = LIST_TYPES.includes(type);
  Transforms.unwrapNodes(editor, {
    match: (node) => Element.isElement(node) && LIST_TYPES.includes(node.type as BlockType),
    split: true,
  });
  const next: BlockType = active ? 'paragraph' : isList ? 'list-item' : type;
  Transforms.setNodes<BlockElement>(editor, { type: next });
  if (!active && isList) Transforms.wrapNodes(editor, { type, children: [] });
}

/** Indent (+1) or outdent (-1) the blocks in the selection. */
export function indent(editor: Editor, step: 1 | -1) {
  for (const [node, path] of Editor.nodes(editor, {
    match: (n) => Element.isElement(n) && Editor.isBlock(editor, n) && !LIST_TYPES.includes(n.type as BlockType),
  })) {
    const current = (node as BlockElement).indent ?? 0;
    const next = Math.max(0, Math.min(MAX_INDENT, current + step));
    Transforms.setNodes<BlockElement>(editor, { indent: next || undefined }, { at: path });
  }
}

/** Clean: every mark and style off, every block a plain paragraph; with nothing selected, the cursor's block. */
export function clean(editor: Editor) {
  const marks: (keyof EmailText)[] = ['bold', 'italic', 'underline', 'strike', 'font', 'size'];
  if (editor.selection && Range.isCollapsed(editor.selection)) {
    const block = Editor.above(editor, { match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) });
    if (block) Transforms.select(editor, Editor.range(editor, block[1]));
  }
  for (const mark of marks) Editor.removeMark(editor, mark);
  Transforms.unsetNodes(editor, marks, { match: (node) => !Element.isElement(node) && !Editor.isEditor(node), split: true });
  Transforms.unwrapNodes(editor, {
    match: (node) => Element.isElement(node) && (LIST_TYPES.includes(node.type as BlockType) || node.type === 'link'),
    split: true,
  });
  Transforms.setNodes<BlockElement>(
    editor,
    { type: 'paragraph', indent: undefined },
    {
      match: (node) => Element.isElement(node) && Editor.isBlock(editor, node),
    },
  );
}

export function insertLink(editor: Editor, url: string) {
  if (!editor.selection) return;
  Transforms.unwrapNodes(editor, { match: (node) => Element.isElement(node) && node.type === 'link' });
  if (Range.isCollapsed(editor.selection)) {
    Transforms.insertNodes(editor, { type: 'link', url, children: [{ text: url }] });
  } else {
    Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
}

export function insertVoid(editor: Editor, type: 'image' | 'video', url: string) {
  const nodes: Descendant[] = [
    { type, url, children: [{ text: '' }] },
    { type: 'paragraph', children: [{ text: '' }] },
  ];
  Transforms.insertNodes(editor, nodes);
}
