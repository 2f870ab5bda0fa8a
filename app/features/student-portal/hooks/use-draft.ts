import { useEffect, useState } from 'react';

function read(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/**
 * A text kept on this phone while it is being written (issue 11, item 2): a reload, a lost
 * connection or a closed tab does not lose an answer half written. `clear` forgets it once sent.
 */
export function useDraft(key: string) {
  const [text, setText] = useState(() => read(key));
  useEffect(() => {
    try {
      if (text) localStorage.setItem(key, text);
      else localStorage.removeItem(key);
    } catch {
      // Private mode or a full storage: the draft lives only as long as the page.
    }
  }, [key, text]);
  return { text, setText, clear: () => setText('') };
}
