/**
 * Text people wrote (a quote, a name, a title) placed inside a translated sentence keeps its own
 * direction: Unicode isolates (FSI ... PDI) stop an English quote from being reordered inside an
 * Arabic sentence, and an Arabic name inside an English one.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
