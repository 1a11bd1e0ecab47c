import DOMPurify from 'dompurify';

/**
 * What a notice's message may hold (01 §2.11 asks for an HTML message): links and basic formatting. The server
 * already sanitises with the same list before storing (functions/domain/notifications/notice-html.ts); this is
 * the second fence, for notices stored before that or seeded directly.
 */
const ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li'];
const ALLOWED_ATTR = ['href', 'target', 'rel'];
const SAFE_HREF = /^(?:https?:|mailto:)/i;

// A tag or an entity: the message is HTML. Anything else is plain text, shown as typed.
const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>|&(?:[a-z]+|#\d+|#x[\da-f]+);/i;
const HAS_BLOCKS = /<(?:p|br|ul|ol|li)\b/i;

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The message as safe HTML: plain text escaped, line breaks kept, links only to http(s)/mailto, opened apart. */
export function noticeHtml(text: string): string {
  const html = LOOKS_LIKE_HTML.test(text) ? text : escapeText(text);
  const withBreaks = HAS_BLOCKS.test(html) ? html : html.replace(/\r?\n/g, '<br>');
  const purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_HREF.test(href.trim())) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier.sanitize(withBreaks, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

/** A notice's message, rendered as sanitised HTML. */
export function NoticeText({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={className ? `notice-text ${className}` : 'notice-text'}
      // Sanitised just above with DOMPurify (tags, attributes and link schemes on an allow-list).
      dangerouslySetInnerHTML={{ __html: noticeHtml(text) }}
    />
  );
}
