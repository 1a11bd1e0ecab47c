import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Stack } from 'aws-cdk-lib';
import type { CfnDashboard } from 'aws-cdk-lib/aws-cloudwatch';
import { REPO_ROOT } from './bundling';
import { createApp } from './supplier-cabinet-app';

/**
 * `npx tsx infra/cdk/render-dashboard.ts`: draws the operations dashboard of the synthesized AWS
 * profile (monitoring stack) as an SVG of its widgets, where CloudWatch places them, for docs/operations.md.
 */
export const DASHBOARD_PICTURE = join(REPO_ROOT, 'infra', 'cdk', 'dashboard.svg');

interface Widget {
  type: 'metric' | 'text';
  x: number;
  y: number;
  width: number;
  height: number;
  properties: { title?: string; markdown?: string; view?: string; metrics?: unknown[][] };
}

/** The body's Fn::Join with every reference left as a placeholder (the API's name, the region). */
function joined(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(joined).join(join[0]);
  return 'ref';
}

/** What a metric row of the body says: its label, or its name (a SEARCH expression: "all codes"). */
function labelOf(row: unknown[]): string {
  const options = row.find((v) => typeof v === 'object' && v !== null) as
    { label?: string; expression?: string } | undefined;
  if (options?.expression) return `every ${/\{[^}]*,(\w+)\}/.exec(options.expression)?.[1] ?? 'value'}`;
  const name = String(row[1] ?? '');
  return options?.label ? `${options.label}` : name;
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function dashboardSvg(widgets: Widget[]): string {
  const unitX = 40;
  const unitY = 34;
  const width = 24 * unitX;
  const height = Math.max(...widgets.map((w) => w.y + w.height)) * unitY;
  const parts = widgets.map((w) => {
    const [x, y, wd, ht] = [w.x * unitX + 4, w.y * unitY + 4, w.width * unitX - 8, w.height * unitY - 8];
    if (w.type === 'text') {
      const lines = (w.properties.markdown ?? '').split('\n');
      return [
        `<rect x="${x}" y="${y}" width="${wd}" height="${ht}" fill="#f4f6f8" stroke="#d5dbdb"/>`,
        `<text x="${x + 10}" y="${y + 22}" font-size="16" font-weight="bold">${esc(lines[0]!.replace(/^#+ /, ''))}</text>`,
        ...(lines[1]
          ? [`<text x="${x + 10}" y="${y + 42}" font-size="12" fill="#555">${esc(lines[1])}</text>`]
          : []),
      ].join('');
    }
    const labels = (w.properties.metrics ?? []).map(labelOf);
    const shown = labels.length > 6 ? [...labels.slice(0, 5), `… ${labels.length} in all`] : labels;
    const kind = w.properties.view === 'singleValue' ? 'number' : 'graph';
    return [
      `<rect x="${x}" y="${y}" width="${wd}" height="${ht}" fill="#fff" stroke="#aab7b8"/>`,
      `<text x="${x + 10}" y="${y + 20}" font-size="13" font-weight="bold">${esc(w.properties.title ?? '')}</text>`,
      `<text x="${x + wd - 10}" y="${y + 20}" font-size="11" fill="#888" text-anchor="end">${kind}</text>`,
      ...shown.map(
        (label, i) =>
          `<text x="${x + 10}" y="${y + 40 + i * 15}" font-size="11" fill="#0073bb">■ <tspan fill="#333">${esc(label)}</tspan></text>`,
      ),
    ].join('');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="Arial, sans-serif">`,
    `<rect width="${width}" height="${height}" fill="#fafafa"/>`,
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}

/** The widgets of the dashboard, as the synthesized template has them. */
export function synthesizedWidgets(): Widget[] {
  const { monitoring } = createApp({
    context: { profile: 'aws', bundle: 'false' },
    webDist: null,
    validateTemplates: false,
  });
  if (!monitoring) throw new Error('the AWS profile has no monitoring stack');
  const cfn = monitoring.dashboard.dashboard.node.defaultChild as CfnDashboard;
  return (JSON.parse(joined(Stack.of(cfn).resolve(cfn.dashboardBody))) as { widgets: Widget[] }).widgets;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(DASHBOARD_PICTURE, dashboardSvg(synthesizedWidgets()));
  console.log(`wrote ${DASHBOARD_PICTURE}`);
}
