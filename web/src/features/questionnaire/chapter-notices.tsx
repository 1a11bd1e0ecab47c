import { Message } from 'primereact/message';
import { Link } from 'react-router-dom';

interface ChapterNoticesProps {
  /** Why the chapter cannot be edited now, in the server's words. */
  description: readonly string[];
  /** Where the confirming document is uploaded instead, when the chapter asks for one. */
  upload?: { text: string; linkText: string; docType: string } | null;
  testId?: string;
}

/** The warnings of a chapter that cannot be edited (02 §2.5 items 4 and 6). */
export function ChapterNotices({ description, upload, testId }: ChapterNoticesProps) {
  if (description.length === 0 && !upload) return null;
  return (
    <div className="q-notices" data-testid={testId}>
      {description.length > 0 && (
        <Message
          severity="warn"
          className="q-notice"
          content={
            <div className="q-notice-content">
              <i className="pi pi-exclamation-triangle" aria-hidden />
              <ul className="q-notice-list">
                {description.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          }
        />
      )}
      {upload && (
        <Message
          severity="info"
          className="q-notice"
          content={
            <span>
              {upload.text} <Link to={`/documents/create?docType=${upload.docType}`}>{upload.linkText}</Link>
            </span>
          }
        />
      )}
    </div>
  );
}
