/**
 * Brand-authored HTML (a brand's static pages) as the apps may show it: an allowlist of text
 * markup, links and pictures; no script, no event handler, no style, no `javascript:` or `data:`
 * URL. Sanitised on the server, so hostile markup never reaches a browser; the storefront
 * sanitises again with DOMPurify before rendering (defence in depth).
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'span',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeBrandHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
