import { isValidElement, type ComponentType, type ReactNode } from 'react';
import { FALLBACK_SPORT_ICONS, SPORT_ICONS } from '@/catalogue/sports/sport-icon';
import * as uiIcons from '@/ui/icons';
import { LOCALE_ICON_LOCALES, LocaleIcon } from '@/ui/locale-icons';

/** A version for the sprite's URL: letters, digits, `.`, `_`, `-` (a build id, a semver). */
export const ICON_VERSION = /^[\w.-]{1,40}$/;

// React prop names that are not the SVG attribute spelled in kebab case
const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  viewBox: 'viewBox',
  className: 'class',
};
// props that are no SVG attribute at all, or that the <symbol> gets instead of the inner <svg>
const SKIPPED = new Set([
  'children',
  'key',
  'ref',
  'style',
  'aria-hidden',
  'focusable',
  'width',
  'height',
]);

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function attributes(props: Record<string, unknown>): string {
  return Object.entries(props)
    .filter(([name, value]) => !SKIPPED.has(name) && !name.startsWith('data-') && value != null)
    .map(([name, value]) => {
      const attribute =
        ATTRIBUTE_NAMES[name] ?? name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return ` ${attribute}="${escape(String(value))}"`;
    })
    .join('');
}

/**
 * Static SVG markup of an icon's element tree: the icons are plain shapes (no hooks, no state), so
 * calling their components is enough, without shipping react-dom/server into a route.
 */
function markup(node: ReactNode, asSymbol?: string): string {
  if (node == null || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return escape(String(node));
  if (Array.isArray(node)) return node.map((child) => markup(child as ReactNode)).join('');
  if (!isValidElement<Record<string, unknown>>(node)) return '';
  const { type, props } = node;
  if (typeof type === 'function')
    return markup((type as (p: unknown) => ReactNode)(props), asSymbol);
  const children = markup(props.children as ReactNode);
  if (typeof type !== 'string') return children; // a fragment
  const tag = type === 'svg' && asSymbol ? 'symbol' : type;
  const id = tag === 'symbol' ? ` id="${asSymbol}"` : '';
  return `<${tag}${id}${attributes(props)}>${children}</${tag}>`;
}

const kebab = (name: string) =>
  name
    .replace(/Icon$/, '')
    .replace(/(?<=.)([A-Z])/g, '-$1')
    .toLowerCase();

/** Every symbol of the sprite by id: `icon-<name>` (UI), `sport-<key>`, `locale-<code>`. */
export function spriteSymbols(): Map<string, string> {
  const symbols = new Map<string, string>();
  for (const [name, Icon] of Object.entries(uiIcons) as [string, ComponentType][])
    if (name.endsWith('Icon'))
      symbols.set(`icon-${kebab(name)}`, markup(<Icon />, `icon-${kebab(name)}`));
  for (const [key, Icon] of Object.entries({ ...SPORT_ICONS, ...FALLBACK_SPORT_ICONS }))
    symbols.set(`sport-${key}`, markup(<Icon />, `sport-${key}`));
  for (const locale of LOCALE_ICON_LOCALES)
    symbols.set(`locale-${locale}`, markup(<LocaleIcon locale={locale} />, `locale-${locale}`));
  return symbols;
}

/** The icons svg sprite (spec §7): one `<symbol>` per icon, used as `<use href="#sport-soccer">`. */
export function iconSprite(): string {
  const symbols = [...spriteSymbols().values()].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${symbols}</svg>`;
}
