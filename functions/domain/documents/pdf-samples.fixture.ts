import { samplePdf } from '../files/file-samples.fixture';

/** The sample PDF with a standard security handler in its trailer: what a password-protected PDF declares. */
export function encryptedPdf(): Uint8Array {
  const text = Buffer.from(samplePdf('Encrypted statement')).toString('latin1');
  const encrypt =
    '/Encrypt << /Filter /Standard /V 1 /R 2 /O (0123456789abcdef0123456789abcdef) /U (fedcba9876543210fedcba9876543210) /P -44 >> /ID [<00112233445566778899aabbccddeeff><00112233445566778899aabbccddeeff>]';
  return Buffer.from(text.replace('/Root 1 0 R >>', `/Root 1 0 R ${encrypt} >>`), 'latin1');
}

/** A file that starts like a PDF and is nothing more: no objects, no pages. */
export function brokenPdf(): Uint8Array {
  return Buffer.from('%PDF-1.7\n%âãÏÓ\nthis is not a document at all\n%%EOF\n', 'latin1');
}
