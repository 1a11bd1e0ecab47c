import { describe, expect, it } from 'vitest';
import { shortFileName, shortId } from './short-text';

describe('shortFileName', () => {
  it('keeps the start and the end of a tax report’s name and shortens its middle', () => {
    const name = 'NO_NDS_7708_7708_7708123450770801001_20260125_5B1A6C2E-0D3F-4A7B-9C1D-202500000001.xml';
    const short = shortFileName(name);
    expect(short).toBe('NO_NDS_7708…0001.xml');
    expect(short.length).toBeLessThan(21);
  });

  it('tells a report from its receipt by the start', () => {
    const a = shortFileName('NO_NDS_7708_7708_7708123450770801001_20260125_5B1A6C2E-202500000001.xml');
    const b = shortFileName('KV_NO_NDS_7708_7708_7708123450770801001_20260125_5B1A6C2E-202500000001.xml');
    expect(a).not.toBe(b);
  });

  it('leaves a short name as it is', () => {
    expect(shortFileName('charter.pdf')).toBe('charter.pdf');
  });
});

describe('shortId', () => {
  it('shows the first eight characters of a UUID', () => {
    expect(shortId('5b1a6c2e-0d3f-4a7b-9c1d-202500000001')).toBe('5b1a6c2e…');
    expect(shortId('u-1')).toBe('u-1');
  });
});
