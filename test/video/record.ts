/**
 * Records the training video on filing a document with an e-signature (01 §2.10): `npm run video:esign`.
 * The browser suite's stack and Chromium play esign-video.spec.ts at a viewer's pace with Playwright's
 * recordVideo; ffmpeg (`apt-get install -y ffmpeg`) turns the webm into an H.264 MP4 that starts playing before
 * it has downloaded, and the captions' times become WebVTT files in both languages. The results are committed
 * under web/public (the paths of ESIGN_VIDEO), so neither the build nor CI needs ffmpeg.
 * E2E_BASE_PORT chooses the stack's ports as for the browser suite.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, symlinkSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../../shared/constants/spec';
import { ESIGN_VIDEO } from '../../web/src/shared/config/public-documents';
import { webVtt, type Cue } from './captions';
import { RECORDING } from './playwright.config';

const root = fileURLToPath(new URL('../..', import.meta.url));
const published = (href: string) => join(root, 'web/public', href);

function systemFfmpeg(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).trim();
  } catch {
    console.error('video:esign needs ffmpeg: apt-get install -y ffmpeg');
    process.exit(1);
  }
}

/**
 * Playwright records through an ffmpeg of its own, downloaded by `playwright install ffmpeg`; the system's
 * (which has the same VP9 encoder) stands in for it from a browsers folder holding only that one binary.
 */
function playwrightFfmpegFolder(ffmpeg: string): string {
  const browsers = JSON.parse(
    readFileSync(join(root, 'node_modules/playwright-core/browsers.json'), 'utf8'),
  ) as { browsers: { name: string; revision: string }[] };
  const revision = browsers.browsers.find((b) => b.name === 'ffmpeg')?.revision;
  if (!revision) throw new Error('playwright-core/browsers.json names no ffmpeg');
  // Outside the run's output folder, which Playwright empties when it starts.
  const folder = join(root, 'test-results/playwright-ffmpeg');
  const binary = join(folder, `ffmpeg-${revision}`, 'ffmpeg-linux');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(dirname(binary), { recursive: true });
  symlinkSync(ffmpeg, binary);
  return folder;
}

const ffmpeg = systemFfmpeg();
rmSync(RECORDING.webm, { force: true });
const played = spawnSync('npx', ['playwright', 'test', '-c', 'test/video/playwright.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_BROWSERS_PATH: playwrightFfmpegFolder(ffmpeg) },
});
if (played.status !== 0) process.exit(played.status ?? 1);

const recorded = JSON.parse(readFileSync(RECORDING.cues, 'utf8')) as Cue[];
// The sign-in page loading before the title and the closing after the last caption are left out.
const from = Math.max(0, (recorded[0]?.start ?? 0) - 0.5);
const cues = recorded.map((cue) => ({ ...cue, start: cue.start - from, end: cue.end - from }));
const length = (cues.at(-1)?.end ?? 0) + 1;

const mp4 = published(ESIGN_VIDEO.href);
mkdirSync(dirname(mp4), { recursive: true });
// Screen content: 15 frames a second and a capped bitrate keep the file small; yuv420p and the main
// profile play in every browser; faststart puts the index first so playback starts at once.
execFileSync(ffmpeg, [
  ...[
    '-y',
    '-loglevel',
    'error',
    '-ss',
    from.toFixed(3),
    '-i',
    RECORDING.webm,
    '-t',
    length.toFixed(3),
    '-an',
  ],
  ...[
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-tune',
    'stillimage',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
  ],
  ...['-r', '15', '-crf', '30', '-maxrate', '350k', '-bufsize', '700k'],
  ...['-movflags', '+faststart', mp4],
]);
for (const language of LANGUAGES)
  writeFileSync(published(ESIGN_VIDEO.captions[language]), webVtt(cues, language));

console.log(
  `${mp4}: ${(statSync(mp4).size / 1_000_000).toFixed(2)} MB, ${length.toFixed(1)} s, ${cues.length} captions`,
);
