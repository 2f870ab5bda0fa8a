/**
 * The whole script of the public pages that are only reading: home, about, academics, admissions,
 * contact, resources and not-found (docs/decisions/007-react-runtime.md). The build
 * prerenders them to HTML with React; here a few lines make their controls work without it:
 * the menu, the language pickers, the FAQ's accordion, the install offer, the academic year.
 * The contact form loads React when someone starts to fill it in (app/islands/contact-form.tsx),
 * the admissions page when someone starts an application (app/islands/admissions.tsx).
 * The markup is the React components' own (data-* attributes mark what this script drives), so
 * that a page reached inside the app, where React renders it, behaves the same.
 */
import { sanitizeLanguage } from '#shared/constants/languages.ts';
import { dateTimeFormat } from '#shared/constants/intl-locale.ts';
import type { AdmissionsCalendarResponse } from '#shared/schemas/admissions-calendar.ts';
import { cookieLanguage, readStorage, rememberLanguage, writeStorage } from './lib/document-language.ts';
import { LANGUAGE_STORAGE_KEY } from './lib/i18n-settings.ts';
import { APPLICATION_DRAFT_KEY } from './features/admissions/application-draft-key.ts';
import { installState, onInstallStateChange, promptInstall, watchInstallOffer } from './lib/install-prompt.ts';
import { keepPagesFor, registerServiceWorker } from './lib/offline/service-worker.ts';
import { typedValues } from './lib/typed-form.ts';

const html = document.documentElement;
watchInstallOffer();

/** Spec point 9: a language button shows that it is switching for at least 300 ms. */
const SWITCH_INDICATOR_MS = 300;

/** The server sends each page in the language its cookie names: remember the choice and ask again. */
function switchLanguage(language: string, after = 0) {
  if (language === html.lang) return;
  rememberLanguage(language);
  setTimeout(() => location.reload(), after);
}

// Spec point 4, the stored choice comes first: a page that came in another language (the cookie
// was lost) is asked for again in the stored one, once the cookie holds it (no loop without cookies).
const stored = sanitizeLanguage(readStorage(LANGUAGE_STORAGE_KEY));
if (stored && stored !== html.lang && cookieLanguage() !== stored) {
  rememberLanguage(stored);
  if (cookieLanguage() === stored) location.reload();
}

document.addEventListener('change', (event) => {
  const target = event.target;
  if (target instanceof HTMLSelectElement && target.matches('[data-language-select]')) switchLanguage(target.value);
});

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const languageButton = target?.closest<HTMLButtonElement>('button[data-language]');
  if (languageButton?.dataset.language && languageButton.dataset.language !== html.lang) {
    languageButton.disabled = true;
    languageButton.setAttribute('aria-busy', 'true');
    switchLanguage(languageButton.dataset.language, SWITCH_INDICATOR_MS);
  }
  const question = target?.closest<HTMLButtonElement>('[data-accordion] button[aria-controls]');
  if (question) toggleAnswer(question);
});

/** The FAQ: one answer open at a time, the open one closes when pressed again (app/routes/public/faq-accordion.tsx). */
function toggleAnswer(question: HTMLButtonElement) {
  const opening = question.getAttribute('aria-expanded') !== 'true';
  for (const button of question.closest('[data-accordion]')!.querySelectorAll<HTMLButtonElement>('button[aria-controls]')) {
    const open = button === question && opening;
    button.setAttribute('aria-expanded', String(open));
    button.querySelector('svg')?.classList.toggle('rotate-180', open);
    const answer = document.getElementById(button.getAttribute('aria-controls')!);
    if (answer) answer.hidden = !open;
  }
}

// The menu on small screens: a native <dialog> (app/components/layout/site-header.tsx).
const drawer = document.getElementById('site-drawer') as HTMLDialogElement | null;
const menuButton = document.querySelector<HTMLButtonElement>('[aria-controls="site-drawer"]');
if (drawer && menuButton) {
  menuButton.addEventListener('click', () => {
    drawer.showModal();
    menuButton.setAttribute('aria-expanded', 'true');
  });
  drawer.addEventListener('close', () => menuButton.setAttribute('aria-expanded', 'false'));
  drawer.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target === drawer || target.closest('[data-drawer-close]')) drawer.close();
  });
}

// The home page's install offer (app/routes/public/install-app.tsx).
const install = document.querySelector('[data-install]');
if (install) {
  const show = () => {
    const state = installState();
    for (const part of install.querySelectorAll<HTMLElement>('[data-install-state]')) part.hidden = part.dataset.installState !== state;
  };
  onInstallStateChange(show);
  show();
  install.querySelector('button[data-install-state]')?.addEventListener('click', () => void promptInstall());
}

// The admissions calendar the admins set, read after the page has painted: the academic year on
// the home page, the intakes on the admissions page (app/features/admissions/components/admissions-calendar.tsx).
const year = document.querySelector<HTMLElement>('[data-academic-year]');
const intakes = document.querySelector<HTMLElement>('[data-intakes]');
if (year?.dataset.academicYear || intakes) {
  fetch('/api/admissions/calendar', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<AdmissionsCalendarResponse>) : null))
    .catch(() => null)
    .then((calendar) => {
      if (year?.dataset.academicYear && calendar?.academicYear) year.textContent = year.dataset.academicYear.replace('{year}', calendar.academicYear);
      if (intakes) showIntakes(intakes, calendar);
    });
}

/** The intakes still open, each with its closing date, before the rolling note; the loading line goes. */
function showIntakes(list: HTMLElement, calendar: AdmissionsCalendarResponse | null) {
  list.querySelector('[data-intakes-loading]')?.remove();
  list.removeAttribute('aria-busy');
  const format = dateTimeFormat(html.lang, { dateStyle: 'long', timeZone: 'UTC' });
  const longDate = (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  const today = new Date().toISOString().slice(0, 10);
  const { intakeTitle = '', intakeDeadline = '', intakeClosed = '' } = list.dataset;
  for (const intake of calendar?.upcoming ?? []) {
    const item = document.createElement('li');
    const title = Object.assign(document.createElement('p'), {
      className: 'font-semibold',
      textContent: intakeTitle.replace('{date}', longDate(intake.startsOn)),
    });
    const deadline = intake.applicationDeadline >= today ? intakeDeadline.replace('{date}', longDate(intake.applicationDeadline)) : intakeClosed;
    item.append(title, Object.assign(document.createElement('p'), { className: 'text-sm text-muted', textContent: deadline }));
    list.insertBefore(item, list.lastElementChild);
  }
}

// The admission wizard is an application: React comes when someone starts an application, or
// follows a link that resumes one (app/islands/admissions.tsx).
const admissions = document.querySelector<HTMLElement>('[data-island="admissions"]');
if (admissions) {
  let code: Promise<typeof import('./islands/admissions.tsx')> | undefined;
  const fetchCode = () => (code ??= import('./islands/admissions.tsx'));
  let opened = false;
  // Once React runs the page, its Start is React's.
  let mounted = false;
  const open = (opening: 'information' | 'wizard') => {
    if (opened) return;
    opened = true;
    fetchCode()
      .then((island) => island.mountAdmissions(admissions, opening))
      .then(() => (mounted = true))
      .catch((error: unknown) => {
        code = undefined;
        opened = false;
        for (const button of admissions.querySelectorAll<HTMLButtonElement>('[data-start-application]')) button.removeAttribute('aria-busy');
        console.warn('The application form could not load', error);
      });
  };
  const startButton = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-start-application]') : null);
  // The wizard's first step as HTML: shown at once by Start, typed in while the code comes. Not
  // when a draft is kept on this phone: the wizard opens on it, which only its code can do.
  const earlyWizard = document.querySelector<HTMLElement>('[data-early-wizard]');
  const earlyForm = earlyWizard?.querySelector('form');
  admissions.addEventListener('click', (event) => {
    const start = startButton(event);
    if (!start || mounted) return;
    if (earlyWizard && earlyForm && !readStorage(APPLICATION_DRAFT_KEY)) {
      admissions.hidden = true;
      earlyWizard.hidden = false;
      earlyWizard.dataset.shown = '';
      window.scrollTo({ top: 0 });
      earlyForm.querySelector<HTMLElement>('[name]')?.focus();
    } else {
      // Said at once, on a phone where the form may take seconds to come.
      start.setAttribute('aria-busy', 'true');
      if (start.dataset.startApplication) start.textContent = start.dataset.startApplication;
    }
    open('wizard');
  });
  // Next or "Save and continue later" pressed before the code came: done once it has (the island
  // reads data-pending); "Back to information" needs no code.
  earlyForm?.addEventListener('submit', (event) => {
    event.preventDefault();
    earlyWizard!.dataset.pending = 'next';
    (event as SubmitEvent).submitter?.setAttribute('aria-busy', 'true');
    open('wizard');
  });
  earlyForm?.addEventListener('click', (event) => {
    const action = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-wizard-action]') : null;
    if (action?.dataset.wizardAction === 'save') {
      earlyWizard!.dataset.pending = 'save';
      action.setAttribute('aria-busy', 'true');
      open('wizard');
    }
    if (action?.dataset.wizardAction === 'back') {
      delete earlyWizard!.dataset.pending;
      earlyWizard!.hidden = true;
      admissions.hidden = false;
      window.scrollTo({ top: 0 });
    }
  });
  // Kept on the phone as the wizard keeps its drafts (app/features/admissions/hooks/use-application-draft.ts):
  // a reload before the code came loses nothing, and Start then opens the wizard on it.
  earlyForm?.addEventListener('input', () => {
    writeStorage(APPLICATION_DRAFT_KEY, JSON.stringify({ step: 0, values: [typedValues(earlyForm)] }));
  });
  // A finger on Start, or the keyboard on it, starts the download a moment before the click.
  const early = (event: Event) => {
    if (startButton(event)) fetchCode().catch(() => undefined);
  };
  admissions.addEventListener('pointerdown', early);
  admissions.addEventListener('focusin', early);
  if (location.hash.includes('resume=')) open('information');
}

// The contact form is an application: React comes when someone starts to fill it in or sends it.
const contactForm = document.querySelector<HTMLElement>('[data-island="contact-form"]');
if (contactForm) {
  let sendWhenReady = false;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= import('./islands/contact-form.tsx')
      .then((island) => island.mountContactForm(contactForm, () => sendWhenReady))
      .then(() => {
        contactForm.removeEventListener('submit', holdSubmit);
      })
      .catch((error: unknown) => {
        loading = undefined;
        console.warn('The contact form could not load', error);
      }));
  // Sent before React arrived: kept, and sent once it has.
  const holdSubmit = (event: Event) => {
    event.preventDefault();
    sendWhenReady = true;
    void load();
  };
  contactForm.addEventListener('submit', holdSubmit);
  contactForm.addEventListener('focusin', () => void load(), { once: true });
  contactForm.addEventListener('pointerdown', () => void load(), { once: true });
}

html.dataset.ready = 'true';
// The app offline and installable from the first visit; the public pages kept in the reader's language.
registerServiceWorker(() => undefined);
keepPagesFor(html.lang);
