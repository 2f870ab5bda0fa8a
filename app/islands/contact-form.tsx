import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ContactForm } from '#app/features/admissions/components/contact-form.tsx';
import { LazyToaster } from '#app/components/ui/lazy-toaster.tsx';
import { initClientI18n } from '#app/lib/i18n-client.ts';
import { focusedFieldName, restoreCaret, typedValues } from '#app/lib/typed-form.ts';
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
  const values = typed ? (typedValues(typed) as Partial<ContactMessageInput>) : {};
  const focused = focusedFieldName(container);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <ContactForm initialValues={values} />
        <LazyToaster />
      </StrictMode>,
    ),
  );
  restoreCaret(container, focused);
  if (sendNow()) container.querySelector('form')?.requestSubmit();
}
