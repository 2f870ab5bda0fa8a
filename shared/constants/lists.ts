/** Students a roster page holds: a phone's screenful, not the whole course. The dashboard's first screen carries the first page. */
export const ROSTER_PAGE_SIZE = 50;
