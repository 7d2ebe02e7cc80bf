import sanitizeHtml from 'sanitize-html';

const LINK_SCHEMES = ['http', 'https', 'mailto'];
const IMAGE_SCHEMES = ['http', 'https'];
const YOUTUBE_ID = /(?:youtube\.com\/(?:embed\/|watch\?v=)|youtu\.be\/)([A-Za-z0-9_-]{11})/;

/** Mail clients do not play video: a YouTube video shows as its thumbnail, linked to it. */
function videoThumbnail(src: string): string {
  const id = YOUTUBE_ID.exec(src)?.[1];
  return id ? `https://img.youtube.com/vi/${id}/hqdefault.jpg` : '';
}

/**
 * Keeps only what the e-mail drafter can make: headers 1-2, font, size, bold, italic, underline,
 * strike, blockquote, lists, indent, links and images (http, https, mailto only); a video becomes
 * a linked thumbnail. Scripts, event handlers, other styles and other schemes are removed.
 */
export function sanitiseEmailHtml(html: string): string {
  const withVideos = html.replace(
    /<(iframe|video)\b[^>]*\bsrc\s*=\s*["']([^"']+)["'][^>]*>(?:[\s\S]*?<\/\1>)?/gi,
    (_match, _tag: string, src: string) => {
      if (!/^https?:\/\//i.test(src)) return '';
      const thumbnail = videoThumbnail(src);
      return thumbnail
        ? `<a href="${src}"><img src="${thumbnail}" alt="Watch the video" width="480"></a>`
        : `<a href="${src}">Watch the video</a>`;
    },
  );
  return sanitizeHtml(withVideos, {
    allowedTags: [
      'h1',
      'h2',
      'p',
      'br',
      'span',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'strike',
      'del',
      'blockquote',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'div',
    ],
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'width', 'height'],
      '*': ['style'],
    },
    allowedSchemes: LINK_SCHEMES,
    allowedSchemesByTag: { img: IMAGE_SCHEMES },
    allowProtocolRelative: false,
    // A picture in a mail needs a full address: anything else would show broken.
    exclusiveFilter: (frame) => frame.tag === 'img' && !/^https?:\/\//i.test(frame.attribs.src ?? ''),
    allowedStyles: {
      '*': {
        'font-family': [/^[\w\s,'"-]{1,100}$/],
        'font-size': [/^\d{1,2}(\.\d+)?(px|pt|em|rem)$/, /^(small|medium|large|x-large|xx-large)$/],
        'padding-left': [/^\d{1,2}(\.\d+)?em$/],
        'margin-left': [/^\d{1,2}(\.\d+)?em$/],
      },
    },
  });
}
