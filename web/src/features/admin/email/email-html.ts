import { Element, Text, type Descendant } from 'slate';

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const safeUrl = (url: string, schemes: string[]) => {
  try {
    return schemes.includes(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
};

function textHtml(node: Text): string {
  let html = escape(node.text).replaceAll('\n', '<br>');
  if (node.bold) html = `<strong>${html}</strong>`;
  if (node.italic) html = `<em>${html}</em>`;
  if (node.underline) html = `<u>${html}</u>`;
  if (node.strike) html = `<s>${html}</s>`;
  const styles = [node.font && `font-family: ${node.font}`, node.size && `font-size: ${node.size}`].filter(Boolean);
  return styles.length ? `<span style="${escape(styles.join('; '))}">${html}</span>` : html;
}

const TAGS = {
  paragraph: 'p',
  'heading-one': 'h1',
  'heading-two': 'h2',
  'block-quote': 'blockquote',
  'bulleted-list': 'ul',
  'numbered-list': 'ol',
  'list-item': 'li',
} as const;

/** The drafter's document as e-mail HTML: only what the server keeps, so the preview is the mail. */
export function documentToHtml(nodes: Descendant[]): string {
  return nodes.map(nodeHtml).join('');
}

function nodeHtml(node: Descendant): string {
  if (Text.isText(node)) return textHtml(node);
  if (!Element.isElement(node)) return '';
  const inner = node.children.map(nodeHtml).join('');
  switch (node.type) {
    case 'link': {
      const url = safeUrl(node.url, ['http:', 'https:', 'mailto:']);
      return url ? `<a href="${escape(url)}">${inner}</a>` : inner;
    }
    case 'image': {
      const url = safeUrl(node.url, ['http:', 'https:']);
      return url ? `<p><img src="${escape(url)}" alt=""></p>` : '';
    }
    case 'video': {
      const url = safeUrl(node.url, ['http:', 'https:']);
      return url ? `<iframe src="${escape(url)}"></iframe>` : '';
    }
    default: {
      const tag = TAGS[node.type];
      const indent = node.indent ? ` style="padding-left: ${node.indent * 2}em"` : '';
      return `<${tag}${indent}>${inner}</${tag}>`;
    }
  }
}

/** True when the document has words or a picture or video to send. */
export function hasContent(nodes: Descendant[]): boolean {
  return nodes.some((node) =>
    Text.isText(node)
      ? node.text.trim() !== ''
      : Element.isElement(node) && (node.type === 'image' || node.type === 'video' || hasContent(node.children)),
  );
}
