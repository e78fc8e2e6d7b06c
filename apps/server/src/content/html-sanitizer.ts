import sanitizeHtml from 'sanitize-html';

/**
 * What legal-page HTML may contain: text formatting, lists, tables and links. Everything else
 * goes: scripts, styles, event handlers, frames, objects, forms, SVG and MathML, and every
 * attribute not named here (style and class included). Text is re-escaped on output, and links
 * may only use http, https, mailto and tel (entities and odd casing are decoded before the check).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Disallowed tags lose their tag but keep their text, except these, whose text is code or
  // not meant to be read (kept here: the package's own defaults).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'noembed', 'noframes'],
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site; any other target
    // is dropped, and a rel the author typed is replaced.
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs:
          attribs.target === '_blank'
            ? { ...rest, target: '_blank', rel: 'noopener noreferrer' }
            : rest,
      };
    },
  },
};

/** Legal-page HTML, safe to render with innerHTML. */
export function sanitizeLegalHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
