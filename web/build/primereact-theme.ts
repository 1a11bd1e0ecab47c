import postcss from 'postcss';
import type { Plugin } from 'vite';

/** The PrimeReact theme of the SPA: main.tsx imports its first-screen part, shared/ui/theme.ts the rest. */
export const THEME = 'primereact/resources/themes/lara-light-blue/theme.css';
const PARTS = ['first-screen', 'layer'] as const;
export type ThemePart = (typeof PARTS)[number];

/**
 * The PrimeReact components the first screen renders (the sign-in screen, where `/` leads most visitors):
 * their theme rules, the class families `p-<name>` and `p-<name>-…`, block its first paint.
 * The build fails when a first-screen chunk imports a component missing here (see uncoveredComponents).
 */
export const FIRST_SCREEN_COMPONENTS = [
  'button',
  'inputtext',
  'password',
  'message',
  'tooltip',
  'icon',
  'icon-field',
  'input-icon',
  'inputwrapper',
  'float-label',
];

/** Classes every component may carry: states, the base class, form-wide switches. */
const SHARED_CLASSES = new Set([
  'p-component',
  'p-disabled',
  'p-focus',
  'p-invalid',
  'p-highlight',
  'p-placeholder',
  'p-variant-filled',
  'p-fluid',
  'p-input-filled',
  'p-error',
  'p-link',
]);

const classesOf = (selector: string) => [...selector.matchAll(/\.(p-[\w-]+)/g)].map((m) => m[1]!);

const firstScreenClass = (name: string) =>
  SHARED_CLASSES.has(name) ||
  name.startsWith('p-component-') ||
  FIRST_SCREEN_COMPONENTS.some((c) => name === `p-${c}` || name.startsWith(`p-${c}-`));

/** A selector styles the first screen when each PrimeReact class in it belongs there (`:root`, `50%`: none). */
export const onFirstScreen = (selector: string) => classesOf(selector).every(firstScreenClass);

/** Drops the layers and media queries left without a rule (inner ones first). */
function prune(container: postcss.Container) {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    prune(node);
    if (node.nodes.length === 0) node.remove();
  });
}

const isLayer = (node: postcss.ChildNode): node is postcss.AtRule =>
  node.type === 'atrule' && node.name === 'layer';

/**
 * The theme in two parts, so that the first screen's stylesheet stays small and every rule keeps its
 * order against every other, as when the theme loaded at once:
 * - `first-screen`: what the theme declares outside its `@layer primereact` (variables, fonts, a few
 *   rules) whole, since the app's own styles after it override some of it; and, of the layer, the rules
 *   of the first screen's components;
 * - `layer`: the whole `@layer primereact`, once the first screen has painted. It repeats the first
 *   screen's rules in their places among the others; the app's (unlayered) styles win over the layer
 *   whatever order they load in.
 */
export function themePart(css: string, part: ThemePart): string {
  const root = postcss.parse(css);
  if (part === 'layer') {
    root.each((node) => {
      if (!isLayer(node)) node.remove();
    });
    return root.toString();
  }
  root.each((node) => {
    if (!isLayer(node)) return;
    node.walkRules((rule) => {
      const kept = rule.selectors.filter(onFirstScreen);
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
  });
  prune(root);
  return root.toString();
}

/**
 * The class families of the theme's components that first-screen chunks import but FIRST_SCREEN_COMPONENTS
 * misses: their rules would arrive after the first paint. `moduleIds` are the chunks' module paths.
 */
export function uncoveredComponents(themeCss: string, moduleIds: Iterable<string>): string[] {
  const themed = new Set<string>();
  postcss
    .parse(themeCss)
    .walkRules((rule) => rule.selectors.forEach((s) => classesOf(s).forEach((c) => themed.add(c))));
  const components = new Set(
    [...moduleIds].flatMap((id) => /\/node_modules\/primereact\/([a-z]+)\//.exec(id)?.[1] ?? []),
  );
  return [...components].filter((name) => themed.has(`p-${name}`) && !firstScreenClass(`p-${name}`)).sort();
}

/** `<THEME>?first-screen` and `<THEME>?layer` import the two parts of the theme (in the dev server too). */
export function splitPrimeReactTheme(): Plugin {
  return {
    name: 'split-primereact-theme',
    enforce: 'pre',
    transform(code, id) {
      const part = PARTS.find((p) => id.endsWith(`${THEME}?${p}`));
      return part ? { code: themePart(code, part), map: null } : null;
    },
  };
}
