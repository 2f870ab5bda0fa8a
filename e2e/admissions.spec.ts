import type { Page } from '@playwright/test';
import { startLocalSmtp, type LocalSmtp } from '../server/test/smtp.ts';
import { levelForIntakeScore } from '../shared/constants/difficulty-levels.ts';
import { expect, signIn, test, toast } from './fixtures.ts';
import { translation } from './locales.ts';
import { E2E_ADMIN, E2E_SMTP_PORT } from './settings.ts';
import { fillContactForm } from './support/contact-form.ts';

// The server's outgoing mail arrives here.
let smtp: LocalSmtp;
test.beforeAll(async () => {
  smtp = await startLocalSmtp(E2E_SMTP_PORT);
});
test.afterAll(() => smtp.close());

const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('the application wizard validates each step, keeps each step, and stores a complete application', async ({ page, request }) => {
  const email = `applicant.${Date.now()}@example.org`;
  await page.goto('/admissions');
  await expect(page.getByRole('button', { name: 'Start Your Application' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Start Your Application' }).first().click();

  await expect(page.getByRole('heading', { name: 'Step 1 of 4' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // A blocked Next: errors under the fields, still on step 1.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter at least 2 characters.').first()).toBeVisible();
  await expect(page.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Date of birth').fill(inDays(3));
  await page.getByLabel('First name').fill('Amina');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The date of birth cannot be in the future.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 1 of 4' })).toBeVisible();

  await page.getByLabel('Last name').fill('Njeri');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Phone number').fill('+254 722 000 111');
  await page.getByLabel('Street address').fill('Moi Avenue 22');
  await page.getByLabel('City or town').fill('Nakuru');
  await page.getByLabel('State, county or region').fill('Nakuru County');
  await page.getByLabel('Postal code').fill('20100');
  await expect(page.getByLabel('Country')).toHaveValue('US');
  await page.getByLabel('Country').selectOption({ label: 'Kenya' });
  await page.getByLabel('Date of birth').fill('1990-06-01');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Step 2 of 4' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByRole('heading', { name: 'Educational & Ministry Background' })).toBeVisible();
  await page.getByLabel('Highest level of education').selectOption('bachelor');
  await page.getByLabel('Church or denomination').fill('Anglican Church of Kenya');
  await page.getByLabel('Previous education (schools and qualifications)').fill('BEd, Egerton University, 2012');
  await page.getByLabel('Years in ministry (optional)').fill('150');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter a number from 0 to 100.')).toBeVisible();
  await page.getByLabel('Years in ministry (optional)').fill('8');

  // Previous keeps step 1 as it was.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Amina');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Years in ministry (optional)')).toHaveValue('8');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Step 3 of 4' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Theological Statement' })).toBeVisible();
  await page.getByLabel('Your testimony of salvation').fill('Too short.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Write at least 50 characters.').first()).toBeVisible();
  await page.getByLabel('Your testimony of salvation').fill('I trusted Christ as a teenager through the witness of my grandmother and a village Bible study.');
  await page
    .getByLabel('Your calling to ministry')
    .fill('My church asked me to lead the women\u2019s fellowship and I have taught Scripture there for eight years.');
  await page.getByLabel('Theological interests').fill('The doctrine of Scripture and biblical counselling.');
  await page.getByLabel('What you hope to learn').fill('To teach the Bible accurately to women leaders in my county.');
  await page.getByLabel(/Why you want to study at/).fill('A serious programme I can follow on my phone from Nakuru.');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Step 4 of 4' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await page.getByLabel('Preferred assessment date').fill(inDays(-2));
  await page.getByLabel('Preferred time of day').selectOption('evening');
  await page.getByLabel('How did you hear about us?').selectOption('church');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Choose today or a later date.')).toBeVisible();
  await page.getByLabel('Preferred assessment date').fill(inDays(10));
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByText('Application Submitted Successfully!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admissions' })).toBeVisible();

  // The reference is on the screen, and in the confirmation e-mail the applicant receives.
  const received = page.getByRole('status').filter({ hasText: 'Application received' });
  await expect(received).toContainText(`A confirmation e-mail with this number is on its way to ${email}`);
  const reference = (await received.locator('strong').textContent())!;
  expect(reference).toMatch(/^KTI-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect.poll(() => smtp.to(email).length, { timeout: 20_000 }).toBe(1);
  const mail = smtp.received.find((item) => item.to.includes(email))!.parsed;
  expect(mail.subject).toBe(`Application received: ${reference}`);
  expect(mail.text).toContain('Dear Amina,');

  // The application is in the database: an admin sees it.
  await request.post('/api/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  await request.post('/api/session/role', { data: { role: 'admin' } });
  const list = await (await request.get(`/api/admin/applications?q=${encodeURIComponent(email)}`)).json();
  const stored = list.items.find((item: { email: string }) => item.email === email);
  expect(stored).toMatchObject({ firstName: 'Amina', lastName: 'Njeri', status: 'submitted', preferredAssessmentDate: inDays(10) });
});

test.describe('the contact form', () => {
  test('shows Sending..., confirms, and resets', async ({ page }) => {
    await page.route('**/api/contact', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/contact');
    await fillContactForm(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  });

  test('blocks an invalid message with errors under the fields', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Full name').fill('D');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Enter at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  });

  test.describe('rejected by the server', () => {
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test('shows the failure toast when the server rejects the message', async ({ page }) => {
      // The browser sends a valid form; on the way the message is cut short, so the server's own validation refuses it.
      await page.route('**/api/contact', async (route) => {
        const body = route.request().postDataJSON();
        await route.continue({ postData: JSON.stringify({ ...body, message: 'short' }) });
      });
      await page.goto('/contact');
      await page.getByLabel('Full name').fill('Pastor Daniel Ouma');
      await page.getByLabel('E-mail address').fill('daniel.ouma@example.org');
      await page.getByRole('combobox', { name: 'Department' }).selectOption('general');
      await page.getByLabel('Subject', { exact: true }).fill('Partnership');
      await page.getByLabel('Message', { exact: true }).fill('Our denomination would like to send twenty pastors next year.');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('Your message was not sent', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Full name')).toHaveValue('Pastor Daniel Ouma');
    });
  });
});

test('the wizard keeps what was typed through a reload and "Back to information"', async ({ page }) => {
  await page.goto('/admissions');
  await page.getByRole('button', { name: 'Start Your Application' }).first().click();
  await page.getByLabel('First name').fill('Baraka');
  await page.getByLabel('City or town').fill('Mombasa');

  await page.reload();
  await page.getByRole('button', { name: 'Start Your Application' }).first().click();
  await expect(page.getByLabel('First name')).toHaveValue('Baraka');
  await expect(page.getByLabel('City or town')).toHaveValue('Mombasa');

  await page.getByRole('button', { name: 'Back to information' }).click();
  await page.getByRole('button', { name: 'Start Your Application' }).first().click();
  await expect(page.getByLabel('First name')).toHaveValue('Baraka');
});

/** What an applicant writes in the assessment, in their language (the passage is in it too). */
const ASSESSMENT_ANSWERS: Record<'en' | 'sw', string[]> = {
  en: [
    'The passage says Kato warned against syncretism, mixing the gospel with traditional religion.',
    'Because the Bible is the final authority, every custom is weighed by Scripture, as Acts 17:11 shows.',
    'I would teach the Bible in my own language in my church and weigh our burial customs by the Word of God.',
    'Yes, because Scripture must test every custom, yet African culture itself is not rejected.',
  ],
  sw: [
    'Kato alionya kuhusu sinkretisimo, yaani kuchanganya injili na dini ya jadi.',
    'Kwa sababu Biblia ndiyo mamlaka ya mwisho, desturi zote zinapimwa kwa Maandiko, kama Matendo 17:11 inavyoonyesha.',
    'Ningefundisha Biblia kwa Kiswahili kanisani kwangu na kupima desturi za mazishi kwa Neno la Mungu.',
    'Ndiyo, kwa sababu Maandiko yanapaswa kupima kila desturi, lakini utamaduni wa Kiafrika haukataliwi.',
  ],
};
const SUBJECTS = {
  en: { draft: 'Continue your application', received: 'Application received: ', assessment: 'Your entry assessment', accepted: 'You are accepted: ' },
  sw: { draft: 'Endelea na maombi yako', received: 'Tumepokea maombi yako: ', assessment: 'Tathmini yako ya kujiunga', accepted: 'Umekubaliwa: ' },
};

/** The applicant's messages so far, oldest first, once there are `count` of them. */
async function mailsTo(email: string, count: number) {
  await expect.poll(() => smtp.to(email).length, { timeout: 20_000 }).toBe(count);
  return smtp.to(email);
}
const linkIn = (text: string | undefined, path: RegExp) => new RegExp(`http://127\\.0\\.0\\.1:\\d+${path.source}[\\w-]+`).exec(text ?? '')![0];

for (const lng of ['en', 'sw'] as const) {
  test(`from the first form to the first lesson, in ${lng}: apply, save and resume, the confirmation, the assessment, the score, acceptance, a password, the portal`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const tr = (key: string) => translation(lng, key);
    const email = `chain.${lng}.${Date.now()}@example.org`;
    const phoneSize = { width: 360, height: 740 };
    const locale = lng === 'sw' ? 'sw-KE' : 'en-KE';
    const applicantContext = async (url: string) => {
      const context = await browser.newContext({ locale, viewport: phoneSize });
      await context.addCookies([{ name: 'i18nextLng', value: lng, url }]);
      return context;
    };

    // On a phone: the admissions page lists the intakes still open, then the wizard; a first step saved for later.
    const first = await applicantContext('http://127.0.0.1');
    const phone = await first.newPage();
    await phone.goto('/admissions');
    await expect(phone.getByText(new RegExp(`^${tr('pages.admissions.enrollment.intake_deadline').replace('{{date}}', '.+')}$`)).first()).toBeVisible();
    await phone
      .getByRole('button', { name: tr('pages.admissions.start') })
      .first()
      .click();
    await phone.getByLabel(tr('pages.admissions.fields.first_name')).fill('Neema');
    await phone.getByLabel(tr('pages.admissions.fields.last_name')).fill('Achieng');
    await phone.getByLabel(tr('pages.admissions.fields.email')).fill(email);
    await phone.getByRole('button', { name: tr('pages.admissions.draft.save') }).click();
    await expect(toast(phone, tr('pages.admissions.draft.saved_title'))).toBeVisible();
    await first.close();
    const [draft] = await mailsTo(email, 1);
    expect(draft!.subject).toBe(SUBJECTS[lng].draft);

    // Another day, another phone: the link brings the wizard back where it was left; the rest is filled in and sent.
    const second = await applicantContext('http://127.0.0.1');
    const wizard = await second.newPage();
    await wizard.goto(linkIn(draft!.text, /\/admissions#resume=/));
    await expect(wizard.getByLabel(tr('pages.admissions.fields.first_name'))).toHaveValue('Neema');
    await wizard.getByLabel(tr('pages.admissions.fields.phone')).fill('+254 722 000 111');
    await wizard.getByLabel(tr('pages.admissions.fields.address')).fill('Moi Avenue 22');
    await wizard.getByLabel(tr('pages.admissions.fields.city')).fill('Kisumu');
    await wizard.getByLabel(tr('pages.admissions.fields.state')).fill('Kisumu County');
    await wizard.getByLabel(tr('pages.admissions.fields.zip_code')).fill('40100');
    await wizard.getByLabel(tr('pages.admissions.fields.country')).selectOption('KE');
    await wizard.getByLabel(tr('pages.admissions.fields.date_of_birth')).fill('1988-03-14');
    await wizard.getByLabel(tr('pages.admissions.fields.gender')).selectOption('female');
    await wizard.getByRole('button', { name: tr('pages.admissions.wizard.next') }).click();
    await wizard.getByLabel(tr('pages.admissions.fields.education_level')).selectOption('bachelor');
    await wizard.getByLabel(tr('pages.admissions.fields.church_affiliation')).fill('Africa Inland Church');
    await wizard.getByLabel(tr('pages.admissions.fields.previous_education')).fill('Diploma in Education, Kisumu, 2010');
    await wizard.getByRole('button', { name: tr('pages.admissions.wizard.next') }).click();
    await wizard
      .getByLabel(tr('pages.admissions.fields.salvation_testimony'))
      .fill('I came to faith at a youth camp on the shore of Lake Victoria and was baptised the same year.');
    await wizard
      .getByLabel(tr('pages.admissions.fields.calling_to_ministry'))
      .fill('My congregation asked me to teach the women’s Bible study, and I have led it for six years now.');
    await wizard.getByLabel(tr('pages.admissions.fields.theological_interests')).fill('Preaching and the doctrine of Scripture.');
    await wizard.getByLabel(tr('pages.admissions.fields.learning_goals')).fill('To preach faithfully from the whole Bible.');
    await wizard.getByLabel(new RegExp(`^${tr('pages.admissions.fields.why_join').split('{{')[0]}`)).fill('A programme I can follow on my phone.');
    await wizard.getByRole('button', { name: tr('pages.admissions.wizard.next') }).click();
    await wizard.getByLabel(tr('pages.admissions.fields.preferred_assessment_date')).fill(inDays(3));
    await wizard.getByLabel(tr('pages.admissions.fields.assessment_time_preference')).selectOption('evening');
    await wizard.getByLabel(tr('pages.admissions.fields.referral_source')).selectOption('church');
    await wizard.getByRole('button', { name: tr('pages.admissions.wizard.submit') }).click();
    const received = wizard.getByRole('status').filter({ hasText: tr('pages.admissions.received.title') });
    const reference = (await received.locator('strong').textContent())!;
    expect(reference).toMatch(/^KTI-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await wizard.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phoneSize.width);
    await second.close();
    const [, confirmation] = await mailsTo(email, 2);
    expect(confirmation!.subject).toBe(`${SUBJECTS[lng].received}${reference}`);
    expect(confirmation!.html).toContain(`lang="${lng}"`);

    // The admin schedules the assessment for now, 30 minutes.
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password, 'Admin');
    const openApplication = async () => {
      await page.getByRole('tab', { name: 'Admin' }).click();
      await page.getByRole('tab', { name: 'Applications' }).click();
      await page.getByRole('listitem').filter({ hasText: email }).getByRole('button', { name: 'View' }).click();
      return page.getByRole('dialog');
    };
    let dialog = await openApplication();
    const now = await page.evaluate(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    });
    await dialog.getByLabel('Date and time').fill(now);
    await dialog.getByLabel('Minutes').fill('30');
    await dialog.getByRole('button', { name: 'Schedule and send the link' }).click();
    await expect(dialog.getByText(/^Scheduled for .+ \(30 minutes\); the applicant has their link\.$/)).toBeVisible();
    const [, , scheduled] = await mailsTo(email, 3);
    expect(scheduled!.subject).toBe(SUBJECTS[lng].assessment);

    // The applicant takes it on the phone, from the mailed link, without an account.
    const third = await applicantContext('http://127.0.0.1');
    const exam = await third.newPage();
    await exam.goto(linkIn(scheduled!.text, /\/assessment#token=/));
    await exam.getByRole('button', { name: tr('assessment.start') }).click();
    await expect(exam.getByRole('timer')).toContainText(/2[89]:\d\d|30:00/);
    const boxes = exam.getByRole('textbox');
    await expect(boxes).toHaveCount(4);
    for (const [index, answer] of ASSESSMENT_ANSWERS[lng].entries()) await boxes.nth(index).fill(answer);
    await expect(exam.getByText(tr('assessment.save_state.saved'), { exact: true })).toHaveCount(4);
    await exam.getByRole('button', { name: tr('assessment.hand_in') }).click();
    await expect(exam.getByText(tr('assessment.done_title'))).toBeVisible();
    await third.close();

    // The engine's suggested score fills the admin's score field; the admin confirms it, then accepts with a reason and a course.
    await expect
      .poll(
        async () => {
          await page.reload();
          dialog = await openApplication();
          return dialog.getByText(/^Suggested score: \d+ \/ 100/).count();
        },
        { timeout: 30_000, intervals: [1000, 2000] },
      )
      .toBe(1);
    const suggested = Number(/Suggested score: (\d+)/.exec((await dialog.getByText(/^Suggested score/).textContent())!)![1]);
    await dialog.getByLabel('New status').selectOption('assessed');
    await expect(dialog.getByLabel('Intake score (0-100)')).toHaveValue(String(suggested));
    await dialog.getByRole('button', { name: 'Update status' }).click();
    await expect(dialog.getByLabel('New status')).toHaveValue('');
    await dialog.getByLabel('New status').selectOption('accepted');
    await dialog.getByRole('button', { name: 'Update status' }).click();
    await expect(dialog.getByText('Choose at least one reason for this decision.')).toBeVisible();
    await dialog.getByLabel('Entry assessment result').check();
    await dialog.getByLabel('Course the student starts in').selectOption('Preaching');
    await dialog.getByRole('button', { name: 'Update status' }).click();
    await expect(dialog.getByText('This application has reached a final status.')).toBeVisible();

    // The acceptance, in the applicant's language, with a one-time link to choose a password.
    const [, , , accepted] = await mailsTo(email, 4);
    expect(accepted!.subject).toBe(`${SUBJECTS[lng].accepted}${reference}`);
    const invitation = linkIn(accepted!.text, /\/auth#invitation=/);
    const fourth = await applicantContext(invitation);
    const student = await fourth.newPage();
    await student.goto(invitation);
    await expect(student.getByLabel(tr('auth.fields.username'))).toHaveValue(email);
    await student.getByLabel(tr('auth.invitation.password')).fill('my own new password');
    await student.getByRole('button', { name: tr('auth.invitation.submit') }).click();
    await expect(student).toHaveURL(/\/dashboard$/);

    // The portal: the chosen course, at the level the score sets, with the welcome in the bell.
    const level = levelForIntakeScore(suggested);
    const levelName = tr('dashboard.student.level')
      .replace('{{level}}', String(level))
      .replace('{{name}}', tr(`dashboard.student.levels.level_${level}`));
    await expect(student.getByText(levelName).first()).toBeVisible();
    await expect(student.getByRole('combobox', { name: new RegExp(`^${tr('dashboard.shell.course')}`) })).toHaveValue('Preaching');
    await expect(student.getByRole('button', { name: tr('dashboard.notifications.label_unread_one').replace('{{count}}', '1') })).toBeVisible();
    expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phoneSize.width);

    // The invitation worked once.
    await student.goto(invitation);
    await expect(student.getByRole('alert')).toHaveText(tr('errors.codes.INVITATION_USED'));
    await fourth.close();
  });
}

/**
 * Holds back every script the page did not come with (the wizard's code, fetched when Start is
 * reached) until the returned function is called: a slow phone, where typing starts long before
 * the code has come.
 */
async function holdWizardCode(page: Page) {
  const own = new Set(
    await page.evaluate(() => [
      ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
      ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
    ]),
  );
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !own.has(url.href),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

const wizardCodeHasCome = (page: Page) => expect(page.locator('[data-early-wizard]')).toHaveCount(0);

test("Start shows the first step at once; what is typed before the wizard's code comes stays, with the caret where it was", async ({ page }) => {
  await page.goto('/admissions');
  const release = await holdWizardCode(page);
  await page.getByRole('button', { name: 'Start Your Application' }).first().click();
  await expect(page.getByRole('heading', { name: 'Step 1 of 4' })).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.keyboard.type('Ami');
  await page.getByLabel('City or town').fill('Nakuru');
  await page.getByLabel('Country').selectOption({ label: 'Kenya' });
  await page.getByLabel('First name').focus();
  // Still the page's own form: the code is held back.
  await expect(page.locator('[data-early-wizard]')).toBeVisible();

  release();
  await wizardCodeHasCome(page);
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.keyboard.type('na');
  await expect(page.getByLabel('First name')).toHaveValue('Amina');
  await expect(page.getByLabel('City or town')).toHaveValue('Nakuru');
  await expect(page.getByLabel('Country')).toHaveValue('KE');
  // The wizard's own validation runs on what was typed before it came.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter at least 2 characters.').first()).toBeVisible();
  await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
});

test("Next pressed before the wizard's code came is done once it has; a reload meanwhile loses nothing typed", async ({ page }) => {
  await page.goto('/admissions');
  let release = await holdWizardCode(page);
  await page.getByRole('button', { name: 'Start Your Application' }).first().click();
  await page.getByLabel('First name').fill('Baraka');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-busy', 'true');
  release();
  await wizardCodeHasCome(page);
  await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: 'Step 1 of 4' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Baraka');

  // Typed, then reloaded before the code came again: Start opens the wizard on it.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  release = await holdWizardCode(page);
  await page.getByRole('button', { name: 'Start Your Application' }).first().click();
  await page.getByLabel('First name').fill('Wanjiku');
  await page.reload();
  release();
  await page.getByRole('button', { name: 'Start Your Application' }).first().click();
  await expect(page.getByLabel('First name')).toHaveValue('Wanjiku');
});
