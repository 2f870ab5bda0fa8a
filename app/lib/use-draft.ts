import { useCallback, useState } from 'react';

function read(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function keep(key: string, text: string) {
  try {
    if (text) localStorage.setItem(key, text);
    else localStorage.removeItem(key);
  } catch {
    // Private mode or a full storage: the draft lives only as long as the page.
  }
}

/**
 * A text kept on this phone while it is being written: a reload, a lost
 * connection or a closed tab does not lose an answer half written. `clear` forgets it once sent.
 * Stored as each keystroke lands, not in an effect after the next paint, which a reload can beat.
 */
export function useDraft(key: string) {
  const [text, setTextState] = useState(() => read(key));
  const setText = useCallback(
    (next: string) => {
      keep(key, next);
      setTextState(next);
    },
    [key],
  );
  return { text, setText, clear: () => setText('') };
}
