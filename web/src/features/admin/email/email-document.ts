import type { BaseEditor, Descendant } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

export type BlockType =
  'paragraph' | 'heading-one' | 'heading-two' | 'block-quote' | 'bulleted-list' | 'numbered-list' | 'list-item';

export interface BlockElement {
  type: BlockType;
  /** Indent steps (1 step = 2em), for paragraphs, headers and quotes. */
  indent?: number;
  children: Descendant[];
}
export interface LinkElement {
  type: 'link';
  url: string;
  children: Descendant[];
}
export interface ImageElement {
  type: 'image';
  url: string;
  children: [{ text: '' }];
}
export interface VideoElement {
  type: 'video';
  url: string;
  children: [{ text: '' }];
}
export type EmailElement = BlockElement | LinkElement | ImageElement | VideoElement;

export interface EmailText {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  font?: string;
  size?: string;
}

export type MarkName = 'bold' | 'italic' | 'underline' | 'strike';

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: EmailElement;
    Text: EmailText;
  }
}

export const FONTS = ['Georgia', 'Arial', 'Verdana', 'Trebuchet MS', 'Courier New'];
export const SIZES = [
  { label: 'Small', value: '13px' },
  { label: 'Normal', value: '16px' },
  { label: 'Large', value: '20px' },
  { label: 'Huge', value: '28px' },
];

export const emptyDocument = (): Descendant[] => [{ type: 'paragraph', children: [{ text: '' }] }];
