import sanitizeHtml from 'sanitize-html';

/**
 * What a notice's rich text may hold: the marks and blocks the console's editor makes (headings,
 * lists, quotes, code, links) and nothing that runs. Everything else is dropped on the way in, so
 * every reader of the read model gets text that is safe to put into a page as it is.
 */
const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    's',
    'u',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  // A link that opens another window cannot reach back into the console.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  disallowedTagsMode: 'discard',
};

/** A notice's content as it is stored: the allowed markup of `html`, the rest removed. */
export function sanitizeNoticeContent(html: string): string {
  return sanitizeHtml(html, allowList);
}
