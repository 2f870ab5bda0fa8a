/** Spec point 2, "Shared header and navigation": the top links, in order. */
export const NAV_LINKS = [
  { href: '/', key: 'nav.home' },
  { href: '/about', key: 'nav.about' },
  { href: '/academics', key: 'nav.academics' },
  { href: '/admissions', key: 'nav.admissions' },
  { href: '/contact', key: 'nav.contact' },
  { href: '/resources-faq', key: 'nav.resources' },
  { href: '/dashboard', key: 'nav.platform_access' },
] as const;

/** A link is active when the path starts with its route; Home only on exactly "/". */
export function isActiveLink(href: string, path: string): boolean {
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
