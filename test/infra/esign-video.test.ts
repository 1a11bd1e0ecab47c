import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants/spec';
import {
  CONFIDENTIALITY_AGREEMENT,
  ESIGN_VIDEO,
  PBIOT_MANUAL,
  PERSONAL_DATA_AGREEMENT,
} from '../../web/src/shared/config/public-documents';
import { ESIGN_VIDEO_CAPTIONS } from '../video/captions';

/**
 * The static links of 01 §7.4 are committed files, and the training video (01 §2.10) one a browser plays:
 * an MP4 with an H.264 track, its index first, long enough for its captions, whose two languages agree.
 * Read from the bytes, so CI needs no ffmpeg.
 */
const publicDir = fileURLToPath(new URL('../../web/public', import.meta.url));
const published = (href: string) => join(publicDir, href);

interface Box {
  type: string;
  start: number;
  /** Where the box's content begins and ends. */
  body: number;
  end: number;
}

/** The ISO BMFF boxes between two offsets (size, type, optional 64-bit size). */
function boxes(data: Buffer, from = 0, to = data.length): Box[] {
  const found: Box[] = [];
  for (let at = from; at + 8 <= to;) {
    let size = data.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) throw new Error(`A broken box at ${at}`);
    found.push({
      type: data.toString('latin1', at + 4, at + 8),
      start: at,
      body: at + header,
      end: at + size,
    });
    at += size;
  }
  return found;
}

const child = (data: Buffer, parent: Box, type: string, skip = 0): Box => {
  const box = boxes(data, parent.body + skip, parent.end).find((b) => b.type === type);
  if (!box) throw new Error(`No ${type} in ${parent.type}`);
  return box;
};

/** The movie's duration in seconds, from the movie header (version 0 or 1). */
function durationOf(data: Buffer, moov: Box): number {
  const mvhd = child(data, moov, 'mvhd');
  const version = data[mvhd.body];
  return version === 1
    ? Number(data.readBigUInt64BE(mvhd.body + 24)) / data.readUInt32BE(mvhd.body + 20)
    : data.readUInt32BE(mvhd.body + 16) / data.readUInt32BE(mvhd.body + 12);
}

/** The sample formats of the movie's video tracks (stsd entries of the tracks whose handler is 'vide'). */
function videoFormats(data: Buffer, moov: Box): string[] {
  return boxes(data, moov.body, moov.end)
    .filter((b) => b.type === 'trak')
    .flatMap((trak) => {
      const mdia = child(data, trak, 'mdia');
      const handler = data.toString(
        'latin1',
        child(data, mdia, 'hdlr').body + 8,
        child(data, mdia, 'hdlr').body + 12,
      );
      if (handler !== 'vide') return [];
      const stsd = child(data, child(data, child(data, mdia, 'minf'), 'stbl'), 'stsd');
      // stsd is a full box with an entry count before its sample entries.
      return boxes(data, stsd.body + 8, stsd.end).map((entry) => entry.type);
    });
}

interface VttCue {
  start: number;
  end: number;
  text: string;
}

const seconds = (time: string) => {
  const [h, m, s] = time.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

/** A WebVTT file's cues; throws where the file is not WebVTT. */
function parseWebVtt(text: string): VttCue[] {
  const [header, ...blocks] = text
    .replace(/\r\n/g, '\n')
    .trim()
    .split(/\n{2,}/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(header?.split('\n')[0] ?? '')) throw new Error('No WEBVTT header');
  return blocks.map((block) => {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => line.includes('-->'));
    const timing = /^(\d{2,}:\d{2}:\d{2}\.\d{3}) --> (\d{2,}:\d{2}:\d{2}\.\d{3})(?: .*)?$/.exec(
      lines[at] ?? '',
    );
    if (at > 1 || !timing) throw new Error(`Not a cue: ${block}`);
    const cue = {
      start: seconds(timing[1]!),
      end: seconds(timing[2]!),
      text: lines.slice(at + 1).join('\n'),
    };
    if (!(cue.end > cue.start) || !cue.text) throw new Error(`An empty cue: ${block}`);
    return cue;
  });
}

const captions = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    parseWebVtt(readFileSync(published(ESIGN_VIDEO.captions[language]), 'utf8')),
  ]),
);

describe('the portal’s static documents (01 §7.4)', () => {
  it.each([PERSONAL_DATA_AGREEMENT, CONFIDENTIALITY_AGREEMENT, PBIOT_MANUAL, ESIGN_VIDEO])(
    '$href is published',
    ({ href }) => {
      expect(existsSync(published(href))).toBe(true);
    },
  );
});

describe('the training video on filing documents with an e-signature (01 §2.10)', () => {
  const data = readFileSync(published(ESIGN_VIDEO.href));
  const top = boxes(data);
  const moov = top.find((b) => b.type === 'moov');

  it('is an MP4 with an H.264 video track, its index before the media so it plays while loading', () => {
    expect(top[0]?.type).toBe('ftyp');
    expect(moov).toBeDefined();
    expect(videoFormats(data, moov!)).toEqual(['avc1']);
    expect(moov!.start).toBeLessThan(top.find((b) => b.type === 'mdat')!.start);
  });

  it('stays small enough to load at once', () => {
    expect(statSync(published(ESIGN_VIDEO.href)).size).toBeLessThan(3_000_000);
  });

  it('lasts until its last caption ends', () => {
    const lastEnd = Math.max(...Object.values(captions).flatMap((cues) => cues.map((c) => c.end)));
    expect(durationOf(data, moov!)).toBeGreaterThanOrEqual(lastEnd);
  });

  it('has its captions in Russian and English, cue for cue, with the texts of the recording script', () => {
    const [ru, en] = [captions.ru!, captions.en!];
    expect(ru.length).toBeGreaterThan(0);
    expect(en.map((c) => [c.start, c.end])).toEqual(ru.map((c) => [c.start, c.end]));
    const known = Object.values(ESIGN_VIDEO_CAPTIONS);
    for (const [language, cues] of [
      ['ru', ru],
      ['en', en],
    ] as const)
      expect(cues.map((c) => c.text)).toEqual(cues.map((_, i) => known[i]?.[language]));
    for (let i = 1; i < ru.length; i++) expect(ru[i]!.start).toBeGreaterThanOrEqual(ru[i - 1]!.end);
  });
});
