import sanitizeHtml from 'sanitize-html';

/**
 * A notice's message is HTML (01 §2.11): links and basic formatting, nothing else. Sanitised before it is
 * stored, with sanitize-html (htmlparser2, no DOM needed in a Lambda); the browser sanitises again with DOMPurify
 * (web/src/shared/ui/notice-html.tsx). Scripts, event handlers, style attributes and javascript: links go.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style bodies are dropped with their tags, never left behind as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** The message as it is stored: plain text stays as typed (line breaks kept), HTML keeps only the allowed part. */
export function sanitizeNoticeHtml(text: string): string {
  return sanitizeHtml(text, OPTIONS).trim();
}
