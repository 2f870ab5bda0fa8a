/*
 * What someone typed into a page's HTML form before the form's code came (app/public-page.ts and
 * the islands in app/islands): read out, and handed to the React form that takes its place with
 * the caret where it was. No React here: the pages' few lines of script use it too.
 */

/** Every named field's value. */
export function typedValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
}

/** The name of the field inside `within` the caret is in, if it is in one. */
export function focusedFieldName(within: Element): string | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && within.contains(active) ? active.getAttribute('name') : null;
}

/** Puts the caret back in the field named `name` inside `within`, after what was typed. */
export function restoreCaret(within: Element, name: string | null) {
  const field = name ? within.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`) : null;
  field?.focus();
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    try {
      field.setSelectionRange(field.value.length, field.value.length);
    } catch {
      // No caret in this kind of field (a date, an e-mail address).
    }
  }
}
