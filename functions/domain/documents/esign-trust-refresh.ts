import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as pkijs from 'pkijs';
import { env } from '../../lib/env';
import { log } from '../../lib/logger';
import { certificateSubject, crlIssuedBy, parseCertificate, signatureDer } from '../../lib/gost-signature';
import {
  readManualList,
  readOfficialList,
  saveCrl,
  saveOfficialList,
  saveTrustJobReport,
  type TrustJobReport,
} from './trust-list-storage';
import { parseTsl } from './tsl';

/** How long one download may take: a CA's CRL server that hangs does not hold up the others. */
const FETCH_TIMEOUT_MS = 20_000;

/** A list or a CRL by its address: http(s) in AWS; a file: URL is the local stage's own fixture. */
export async function download(url: string): Promise<Uint8Array> {
  if (url.startsWith('file:')) return new Uint8Array(await readFile(fileURLToPath(url)));
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The e-signature trust job (daily): loads the official list of accredited CAs (ESIGN_TSL_URL) when its version
 * changed, then fetches the CRL of every trusted CA (official and manual anchors) from the addresses the list
 * gives, keeps each one that its CA's key verifies, and reports what it did for the administrators' screen.
 * A failed download keeps the last good list or CRL: the check then says the revocation was not checked once
 * that CRL is out of date.
 */
export async function refreshEsignTrust(now: Date, fetchUrl = download): Promise<TrustJobReport> {
  let official = await readOfficialList();
  let officialError: string | null = null;
  const source = env.ESIGN_TSL_URL;
  if (source) {
    try {
      const parsed = parseTsl(new TextDecoder('utf-8').decode(await fetchUrl(source)), source);
      // An anchor that does not parse as a certificate is dropped, not a reason to keep the old list.
      const anchors = parsed.anchors
        .filter((a) => {
          try {
            parseCertificate(new TextEncoder().encode(a.certificate));
            return true;
          } catch {
            return false;
          }
        })
        .map((a) => {
          const subject = certificateSubject(signatureDer(new TextEncoder().encode(a.certificate))!);
          return {
            name: a.name,
            certificate: a.certificate,
            crlUrls: a.crlUrls,
            taxAuthority: false,
            ...(subject ? { subject: Buffer.from(subject).toString('hex') } : {}),
          };
        });
      if (anchors.length === 0) throw new Error('the list names no certificate');
      if (!official || official.version !== parsed.version || official.source !== source) {
        official = {
          source,
          version: parsed.version,
          date: parsed.date,
          loadedAt: now.toISOString(),
          authorities: parsed.authorities,
          anchors,
        };
        await saveOfficialList(official);
      }
    } catch (error) {
      officialError = message(error);
      log('warn', 'the official list of accredited CAs was not loaded', { source, error: officialError });
    }
  }

  const manual = await readManualList();
  const anchors = [...(manual?.anchors ?? []), ...(official?.anchors ?? [])];
  const crls: TrustJobReport['crls'] = [];
  const seen = new Set<string>();
  for (const anchor of anchors) {
    const certificate = parseCertificate(new TextEncoder().encode(anchor.certificate));
    for (const url of anchor.crlUrls) {
      if (seen.has(url)) continue;
      seen.add(url);
      try {
        const der = signatureDer(await fetchUrl(url));
        if (!der) throw new Error('not a CRL');
        const crl = pkijs.CertificateRevocationList.fromBER(new Uint8Array(der));
        if (!crlIssuedBy(crl, certificate)) throw new Error('not signed by the CA');
        await saveCrl(createHash('sha256').update(url).digest('hex'), der);
        crls.push({
          url,
          issuer: anchor.name,
          thisUpdate: crl.thisUpdate.value.toISOString(),
          nextUpdate: crl.nextUpdate?.value.toISOString() ?? null,
          revoked: crl.revokedCertificates?.length ?? 0,
          error: null,
        });
      } catch (error) {
        crls.push({
          url,
          issuer: anchor.name,
          thisUpdate: null,
          nextUpdate: null,
          revoked: null,
          error: message(error),
        });
      }
    }
  }
  const report = { checkedAt: now.toISOString(), officialError, crls };
  await saveTrustJobReport(report);
  return report;
}
