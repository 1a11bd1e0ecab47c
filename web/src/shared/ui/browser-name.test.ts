import { describe, expect, it } from 'vitest';
import { browserName } from './browser-name';

describe('browserName', () => {
  it('names a desktop Chrome on Windows as a person would', () => {
    // A Chrome 131 User-Agent string as Windows 10/11 sends it.
    const ua =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(browserName(ua)).toBe('Chrome, Windows');
  });

  it('names the phone of the browser suite (Pixel 5)', () => {
    const ua =
      'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
    expect(browserName(ua)).toBe('Chrome, Android');
  });

  it('says nothing without a User-Agent', () => {
    expect(browserName(null)).toBeNull();
  });
});
