import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { Router, type BaseLocationHook } from 'wouter';
import { AdmissionsContent } from '#app/routes/public/admissions.tsx';
import { LazyToaster } from '#app/components/ui/lazy-toaster.tsx';
import { initClientI18n, readInitialTranslations } from '#app/lib/i18n-client.ts';
import { focusedFieldName, restoreCaret, typedValues } from '#app/lib/typed-form.ts';
// The wizard's code is fetched with this island's when Start is reached, not in a second wave once it runs.
import { ApplicationWizard } from '#app/features/admissions/components/application-wizard.tsx';

/** The page has no app router: a link inside the island opens its page afresh, as any link of a page for reading does. */
const fullPageLoads: BaseLocationHook = () => [location.pathname, (to: string) => location.assign(to)];

/** What was typed into the page's HTML form of the wizard's first step, and the field the caret is in. */
const readEarlyForm = (form: HTMLFormElement) => ({ values: typedValues(form), focused: focusedFieldName(form) });

/**
 * The admissions page's application, brought to life on the prerendered page that has no React
 * (app/public-page.ts): when someone presses Start, the wizard; for a link that resumes an
 * application, the page as it was, which fetches the draft and opens the wizard on it. React
 * renders the page's content in place of its HTML, from the strings the page carries inline.
 * Start shows the page's own HTML form of the first step at once: what was typed there, the field
 * the caret is in and a Next or Save already pressed carry over into the wizard.
 */
export async function mountAdmissions(container: HTMLElement, asked: 'information' | 'wizard') {
  const language = document.documentElement.lang;
  const initial = readInitialTranslations();
  await initClientI18n(language, initial?.lng === language ? initial : undefined);
  // Read once the strings have come, with no wait between reading and rendering: all that was typed meanwhile is kept.
  const early = document.querySelector<HTMLElement>('[data-early-wizard]');
  const earlyForm = early?.querySelector('form');
  const typed = earlyForm ? readEarlyForm(earlyForm) : undefined;
  // data-shown: Start showed it (app/public-page.ts); hidden again: "Back to information" was
  // pressed, and what was typed waits as the draft the page's script kept.
  const shown = Boolean(typed && early?.dataset.shown !== undefined);
  const inEarlyForm = shown && !early!.hidden;
  const opening = shown && !inEarlyForm ? 'information' : asked;
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <Router hook={fullPageLoads}>
          <AdmissionsContent opening={opening} wizard={ApplicationWizard} initialValues={inEarlyForm ? typed!.values : undefined} />
        </Router>
        <LazyToaster />
      </StrictMode>,
    ),
  );
  const pending = early?.dataset.pending;
  early?.remove();
  container.hidden = false;
  if (!inEarlyForm) {
    if (opening === 'wizard') window.scrollTo({ top: 0 });
    return;
  }
  restoreCaret(container.querySelector('form') ?? container, typed!.focused);
  if (pending === 'next') container.querySelector('form')?.requestSubmit();
  if (pending === 'save') container.querySelector<HTMLButtonElement>('[data-wizard-action="save"]')?.click();
}
