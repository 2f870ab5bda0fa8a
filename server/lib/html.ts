/** Text made safe to place in HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside a <script> element: "<" escaped, so no string in it can close the element. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
