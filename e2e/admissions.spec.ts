import { startLocalSmtp, type LocalSmtp } from '../server/test/smtp.ts';
import { validApplication } from '../server/test/application-factory.ts';
import { expect, signIn, test, toast } from './fixtures.ts';
import { translation } from './locales.ts';
import { E2E_ADMIN, E2E_SMTP_PORT } from './settings.ts';

// The server's outgoing mail arrives here (issue 14).
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
  await page.getByLabel('Your calling to ministry').fill('My church asked me to lead the women\u2019s fellowship and I have taught Scripture there for eight years.');
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
  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length, { timeout: 20_000 }).toBe(1);
  const mail = smtp.received.find((item) => item.to.includes(email))!.parsed;
  expect(mail.subject).toBe(`Application received: ${reference}`);
  expect(mail.text).toContain('Dear Amina,');

  // The application is in the database: an admin sees it.
  await request.post('/api/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  await request.post('/api/session/role', { data: { role: 'admin' } });
  const list = await (await request.get('/api/admin/applications?pageSize=100')).json();
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
    await page.getByLabel('Full name').fill('Pastor Daniel Ouma');
    await page.getByLabel('E-mail address').fill('daniel.ouma@example.org');
    await page.getByRole('combobox', { name: 'Department' }).selectOption('academic');
    await page.getByLabel('Subject', { exact: true }).fill('Course books offline');
    await page.getByLabel('Message', { exact: true }).fill('Can I download the Hermeneutics readings to study without a connection?');
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

test('the wizard keeps what was typed through a reload and "Back to information" (issue 13)', async ({ page }) => {
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

test('an admin accepts an assessed applicant with reasons; the applicant sets a password from the Swahili e-mail and opens the portal at the intake level', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  // An application made in Swahili, taken to "assessed" with a score of 78 (level 3) by an admin through the API.
  const application = validApplication({ firstName: 'Neema', lastName: 'Achieng' });
  const submitted = await request.post('/api/applications', { data: application, headers: { cookie: 'i18nextLng=sw' } });
  expect(submitted.status()).toBe(201);
  const { id, reference } = await submitted.json();
  await request.post('/api/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  await request.post('/api/session/role', { data: { role: 'admin' } });
  for (const body of [{ status: 'assessment_scheduled' }, { status: 'assessed', assessmentScore: 78 }]) {
    expect((await request.patch(`/api/admin/applications/${id}/status`, { data: body })).status()).toBe(200);
  }

  // The admin accepts it in the portal: reasons and a course are asked for.
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password, 'Admin');
  await page.getByRole('tab', { name: 'Admin' }).click();
  await page.getByRole('tab', { name: 'Applications' }).click();
  await page.getByRole('listitem').filter({ hasText: 'Neema Achieng' }).getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New status').selectOption('accepted');
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(dialog.getByText('Choose at least one reason for this decision.')).toBeVisible();
  await dialog.getByLabel('Entry assessment result').check();
  await dialog.getByLabel('Course the student starts in').selectOption('Preaching');
  await dialog.getByLabel('Note to the applicant (optional)').fill('Karibu katika kundi la Januari.');
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(dialog.getByText('This application has reached a final status.')).toBeVisible();

  // The acceptance arrives in Swahili with a one-time link.
  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(application.email as string)).length, { timeout: 20_000 }).toBe(2);
  const accepted = smtp.received.filter((mail) => mail.to.includes(application.email as string))[1]!.parsed;
  expect(accepted.subject).toBe(`Umekubaliwa: ${reference}`);
  expect(accepted.text).toContain('Karibu katika kundi la Januari.');
  const link = /http:\/\/127\.0\.0\.1:\d+\/auth#invitation=[\w-]+/.exec(accepted.text ?? '')![0];

  // The applicant, in a browser of their own, in Swahili.
  const context = await browser.newContext({ locale: 'sw-KE' });
  await context.addCookies([{ name: 'i18nextLng', value: 'sw', url: link }]);
  const applicant = await context.newPage();
  await applicant.goto(link);
  await expect(applicant.getByRole('heading', { name: `${translation('sw', 'auth.invitation.welcome').replace('{{name}}', 'Neema Achieng')}` })).toBeVisible();
  await expect(applicant.getByLabel(translation('sw', 'auth.fields.username'))).toHaveValue((application.email as string).toLowerCase());
  await applicant.getByLabel(translation('sw', 'auth.invitation.password')).fill('nenosiri langu jipya');
  await applicant.getByRole('button', { name: translation('sw', 'auth.invitation.submit') }).click();
  await expect(applicant).toHaveURL(/\/dashboard$/);
  await expect(applicant.getByText(/Kiwango cha 3: Uchunguzi wa Kina na Matumizi/).first()).toBeVisible();
  // The portal opens on the course chosen at acceptance.
  await expect(applicant.getByRole('combobox', { name: new RegExp(`^${translation('sw', 'dashboard.shell.course')}`) })).toHaveValue('Preaching');

  // The link worked once.
  await applicant.goto(link);
  await expect(applicant.getByRole('alert')).toHaveText(translation('sw', 'errors.codes.INVITATION_USED'));
  await context.close();
});

test('"Save and continue later" mails a link that opens the wizard on another device where it was left', async ({ page, browser }) => {
  const email = `resume.${Date.now()}@example.org`;
  await page.goto('/admissions');
  await page.getByRole('button', { name: 'Start Your Application' }).first().click();
  await page.getByLabel('First name').fill('Wanjiku');
  await page.getByLabel('Last name').fill('Kamau');
  await page.getByRole('button', { name: 'Save and continue later' }).click();
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Save and continue later' }).click();
  await expect(toast(page, 'Your application is saved')).toContainText(`We sent a link to ${email}.`);

  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length, { timeout: 20_000 }).toBe(1);
  const mail = smtp.received.find((item) => item.to.includes(email))!.parsed;
  expect(mail.subject).toBe('Continue your application');
  const link = /http:\/\/127\.0\.0\.1:\d+\/admissions#resume=[\w-]+/.exec(mail.text ?? '')![0];

  // Another phone: nothing on it, the link brings the answers.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'Step 1 of 4' })).toBeVisible();
  await expect(phone.getByLabel('First name')).toHaveValue('Wanjiku');
  await expect(phone.getByLabel('Last name')).toHaveValue('Kamau');
  await expect(phone.getByLabel('E-mail address')).toHaveValue(email);
  expect(phone.url()).not.toContain('resume=');
  await other.close();
});

test('an admin schedules the entry assessment; the applicant takes it in Swahili from the mailed link; the admin confirms the suggested score', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const application = validApplication({ firstName: 'Zawadi', lastName: 'Otieno' });
  const submitted = await request.post('/api/applications', { data: application, headers: { cookie: 'i18nextLng=sw' } });
  expect(submitted.status()).toBe(201);

  // The admin schedules it for now, 30 minutes.
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password, 'Admin');
  await page.getByRole('tab', { name: 'Admin' }).click();
  await page.getByRole('tab', { name: 'Applications' }).click();
  await page.getByRole('listitem').filter({ hasText: 'Zawadi Otieno' }).getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog');
  const now = await page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  });
  await dialog.getByLabel('Date and time').fill(now);
  await dialog.getByLabel('Minutes').fill('30');
  await dialog.getByRole('button', { name: 'Schedule and send the link' }).click();
  await expect(dialog.getByText(/^Scheduled for .+ \(30 minutes\); the applicant has their link\.$/)).toBeVisible();

  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(application.email as string)).length, { timeout: 20_000 }).toBe(2);
  const invitation = smtp.received.filter((mail) => mail.to.includes(application.email as string))[1]!.parsed;
  expect(invitation.subject).toBe('Tathmini yako ya kujiunga');
  const link = /http:\/\/127\.0\.0\.1:\d+\/assessment#token=[\w-]+/.exec(invitation.text ?? '')![0];

  // The applicant, on a phone, in Swahili.
  const context = await browser.newContext({ locale: 'sw-KE', viewport: { width: 360, height: 740 } });
  await context.addCookies([{ name: 'i18nextLng', value: 'sw', url: link }]);
  const phone = await context.newPage();
  await phone.goto(link);
  await phone.getByRole('button', { name: translation('sw', 'assessment.start') }).click();
  await expect(phone.getByText(/Byang Kato/)).toBeVisible();
  await expect(phone.getByRole('timer')).toContainText(/2[89]:\d\d|30:00/);
  const answers = [
    'Kato alionya kuhusu sinkretisimo, yaani kuchanganya injili na dini ya jadi.',
    'Kwa sababu Biblia ndiyo mamlaka ya mwisho, desturi zote zinapimwa kwa Maandiko, kama Matendo 17:11 inavyoonyesha.',
    'Ningefundisha Biblia kwa Kiswahili kanisani kwangu na kupima desturi za mazishi kwa Neno la Mungu.',
    'Ndiyo, kwa sababu Maandiko yanapaswa kupima kila desturi, lakini utamaduni wa Kiafrika haukataliwi.',
  ];
  const boxes = phone.getByRole('textbox');
  await expect(boxes).toHaveCount(4);
  for (const [index, answer] of answers.entries()) await boxes.nth(index).fill(answer);
  await expect(phone.getByText(translation('sw', 'assessment.save_state.saved'), { exact: true })).toHaveCount(4);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phone.getByRole('button', { name: translation('sw', 'assessment.hand_in') }).click();
  await expect(phone.getByText(translation('sw', 'assessment.done_title'))).toBeVisible();
  await context.close();

  // The engine's reading reaches the admin, and its score fills the field; the admin confirms it.
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByRole('tab', { name: 'Admin' }).click();
        await page.getByRole('tab', { name: 'Applications' }).click();
        await page.getByRole('listitem').filter({ hasText: 'Zawadi Otieno' }).getByRole('button', { name: 'View' }).click();
        return page.getByRole('dialog').getByText(/^Suggested score: \d+ \/ 100/).count();
      },
      { timeout: 30_000, intervals: [1000, 2000] },
    )
    .toBe(1);
  const suggested = Number(/Suggested score: (\d+)/.exec((await page.getByRole('dialog').getByText(/^Suggested score/).textContent())!)![1]);
  const review = page.getByRole('dialog');
  await review.getByLabel('New status').selectOption('assessed');
  await expect(review.getByLabel('Intake score (0-100)')).toHaveValue(String(suggested));
  await review.getByRole('button', { name: 'Update status' }).click();
  await expect(review.getByLabel('New status')).toHaveValue('');
  await request.post('/api/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  await request.post('/api/session/role', { data: { role: 'admin' } });
  const stored = await (await request.get('/api/admin/applications?pageSize=100&status=assessed')).json();
  expect(stored.items.find((item: { email: string }) => item.email === application.email)).toMatchObject({ assessmentScore: suggested });
});
