import { readFileSync } from 'node:fs';

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

/** A translated string from the built client's locale file, for asserting what a reader sees. */
export function translation(lng: string, key: string): string {
  if (!cache.has(lng)) cache.set(lng, JSON.parse(readFileSync(`app/public/locales/${lng}/common.json`, 'utf8')));
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), cache.get(lng));
  if (typeof value !== 'string') throw new Error(`No ${lng} translation for ${key}`);
  return value;
}

/** Text that looks like an untranslated i18n key (e.g. "pages.home.hero.title"). */
export const RAW_KEY = /\b(?:pages|nav|common|auth|validation|errors|footer|courses|course_categories|dashboard|roles|language)\.[a-z0-9_]+(?:\.[a-z0-9_]+)*\b/;
