import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ContactForm } from '#app/features/admissions/components/contact-form.tsx';
import { LazyToaster } from '#app/components/ui/lazy-toaster.tsx';
import { initClientI18n } from '#app/lib/i18n-client.ts';
import type { ContactMessageInput } from '#shared/schemas/admissions.ts';

/**
 * The contact page's form, brought to life on a prerendered page that has no React
 * (app/public-page.ts): rendered by React in place of its HTML, with what the reader has typed
 * so far and the field they are in, then sent at once if they had already pressed Send.
 */
export async function mountContactForm(container: HTMLElement, sendNow: () => boolean) {
  await initClientI18n(document.documentElement.lang);
  // Read once the strings have come, with no wait between reading and rendering: all that was typed meanwhile is kept.
  const typed = container.querySelector('form');
  const values = typed ? (Object.fromEntries([...new FormData(typed)].map(([name, value]) => [name, String(value)])) as Partial<ContactMessageInput>) : {};
  const focused =
    document.activeElement instanceof HTMLElement && container.contains(document.activeElement) ? document.activeElement.getAttribute('name') : null;
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <ContactForm initialValues={values} />
        <LazyToaster />
      </StrictMode>,
    ),
  );
  const field = focused ? container.querySelector<HTMLElement>(`[name="${CSS.escape(focused)}"]`) : null;
  field?.focus();
  // The caret back after what was typed (a field of type email has no caret to set).
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    try {
      field.setSelectionRange(field.value.length, field.value.length);
    } catch {
      // No selection on this kind of field.
    }
  }
  if (sendNow()) container.querySelector('form')?.requestSubmit();
}
