import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { THEME, themePart, uncoveredComponents } from './primereact-theme';

const theme = readFileSync(createRequire(import.meta.url).resolve(THEME), 'utf8');

describe('the two parts of the PrimeReact theme', () => {
  const css = `
:root { --primary-color: #3b82f6; }
@font-face { font-family: "Inter var"; src: url("./fonts/InterVariable.woff2"); }
.p-editor-container .p-editor-toolbar { background: #f9fafb; }
@layer primereact {
  .p-button { color: #fff; }
  .p-inputtext.p-invalid.p-component, .p-dropdown.p-invalid.p-component { border-color: #e24c4c; }
  .p-fluid .p-dropdown { display: flex; }
  .p-datatable .p-button { padding: 0; }
  @keyframes p-component-overlay-enter-animation { from { background-color: transparent; } }
  @media screen and (max-width: 960px) { .p-menubar { display: none; } }
}`;
  const part = themePart(css, 'first-screen');
  const layer = themePart(css, 'layer');

  it("first screen: all that is outside the layer, and of the layer the sign-in screen's components", () => {
    expect(part).toContain('--primary-color');
    expect(part).toContain('InterVariable.woff2');
    expect(part).toContain('.p-editor-container .p-editor-toolbar');
    expect(part).toContain('@keyframes p-component-overlay-enter-animation');
    expect(part).toMatch(/@layer primereact \{\s*\.p-button \{ color: #fff; \}/);
    expect(part).toContain('.p-inputtext.p-invalid.p-component { border-color');
  });

  it("first screen: leaves out the layer's rules of other components, also in a shared rule, and what is left empty", () => {
    expect(part).not.toContain('.p-dropdown');
    expect(part).not.toContain('.p-datatable');
    expect(part).not.toContain('@media');
  });

  it('later: the whole layer in its order, and nothing of what the app overrides after the first part', () => {
    expect(layer.replace(/\s+/g, ' ').trim()).toBe(css.slice(css.indexOf('@layer')).replace(/\s+/g, ' '));
    expect(layer).not.toContain(':root');
    expect(layer).not.toContain('.p-editor-container');
  });

  it('first screen: a fraction of the real theme', () => {
    const real = themePart(theme, 'first-screen');
    expect(real).toContain('.p-password');
    expect(real).not.toContain('.p-datatable');
    expect(real.length).toBeLessThan(theme.length / 5);
  });
});

describe('components of the first screen without their theme rules (the build fails on them)', () => {
  const module = (name: string) => `/repo/node_modules/primereact/${name}/${name}.esm.js`;

  it('names a component whose theme rules would arrive after the first paint', () => {
    expect(uncoveredComponents(theme, ['button', 'checkbox', 'dropdown'].map(module))).toEqual([
      'checkbox',
      'dropdown',
    ]);
  });

  it("accepts the sign-in screen's components and the modules the theme has no rules for", () => {
    const signIn = ['api', 'button', 'inputtext', 'keyfilter', 'password', 'message', 'tooltip', 'iconbase'];
    expect(uncoveredComponents(theme, [...signIn.map(module), '/repo/web/src/main.tsx'])).toEqual([]);
  });
});
