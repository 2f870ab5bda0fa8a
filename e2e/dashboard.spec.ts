import { expect, signIn as signInAs, test, toast } from './fixtures.ts';
import { E2E_DEMO_PASSWORD } from './settings.ts';
import type { Page } from '@playwright/test';

const signIn = (page: Page, username: string) => signInAs(page, username, E2E_DEMO_PASSWORD);

test('a student sees every portal tab with seeded data, submits an assignment and joins a meeting', async ({ page, context }) => {
  await signIn(page, 'tesfaye.bekele');
  await expect(page.getByText('Loading student portal...')).toBeHidden();
  await expect(page.getByRole('heading', { name: /Tesfaye Bekele/ }).first()).toBeVisible();

  // Overview: certifications with units, quick stats, pending work.
  await expect(page.getByText('Certifications', { exact: true })).toBeVisible();
  await expect(page.getByText(/\d+ of \d+ units/).first()).toBeVisible();
  await expect(page.getByText('Quick stats')).toBeVisible();

  // Course Books.
  await page.getByRole('tab', { name: 'Course Books' }).click();
  const download = page.getByRole('link', { name: /Download/ }).first();
  await expect(download).toBeVisible();
  expect(await download.getAttribute('href')).toMatch(/\/api\/course-materials\/[0-9a-f-]+\/file\?download=1$/);

  // Calendar.
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page.getByLabel(/date/i).first()).toBeVisible();

  // Assignments: submit one; it leaves the pending list.
  await page.getByRole('tab', { name: 'Assignments' }).click();
  const submitButtons = page.getByRole('button', { name: 'Submit', exact: true });
  await expect(submitButtons.first()).toBeVisible();
  const before = await submitButtons.count();
  expect(before).toBeGreaterThan(0);
  await submitButtons.first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your work').fill('Short.');
  await dialog.getByRole('button', { name: 'Submit Assignment' }).click();
  await expect(dialog.getByText('Write at least 20 characters.')).toBeVisible();
  await dialog.getByLabel('Your work').fill('The doctrine of the Trinity confesses one God in three persons, as the Nicene Creed teaches.');
  await dialog.getByRole('button', { name: 'Submit Assignment' }).click();
  await expect(page.getByText('Assignment Submitted', { exact: true })).toBeVisible();
  await expect(submitButtons).toHaveCount(before - 1);

  // Cohort Discussions: join a scheduled meeting in a new tab; a completed one (in the past meetings, shown on request) is Not Available.
  await page.getByRole('tab', { name: 'Cohort Discussions' }).click();
  await page.getByRole('button', { name: 'Show past meetings' }).click();
  await expect(page.getByRole('heading', { name: 'Past meetings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Not Available' }).first()).toBeDisabled();
  // The video provider is outside this machine: answer the new tab locally and keep its address.
  await context.route(/meet\.e2e\.test/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>call</title>' }));
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Join Meeting' }).first().click()]);
  await expect(page.getByText('Joining Meeting', { exact: true })).toBeVisible();
  await expect.poll(() => popup.url()).toMatch(/^https:\/\/meet\.e2e\.test\/KTI-cohort-[0-9a-f-]+$/);
});

test("an educator adjusts a student's level and that student's portal shows it; the generator gives four suggestions", async ({ page, browser }) => {
  await signIn(page, 'samuel.otieno');
  // A student's portal seen by staff: everything readable, nothing to join or submit on their behalf.
  // Staff find a student by name (the course's students come a page at a time).
  await page.getByRole('searchbox', { name: 'Find a student' }).fill('nyamb');
  const sampleStudent = page.getByRole('combobox', { name: 'Student', exact: true });
  await expect(sampleStudent.locator('option')).toHaveText([/Ruth Nyambura/]);
  await sampleStudent.selectOption((await sampleStudent.locator('option', { hasText: 'Ruth Nyambura' }).getAttribute('value'))!);
  await page.getByRole('searchbox', { name: 'Find a student' }).fill('');
  await page.getByRole('tab', { name: 'Student', exact: true }).click();
  await page.getByRole('tab', { name: 'Assignments' }).click();
  await expect(page.getByRole('button', { name: 'View' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Cohort Discussions' }).click();
  await expect(page.getByText('Agenda').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join Meeting' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Educator' }).click();
  await expect(page.getByText('Loading dashboard data...')).toBeHidden();
  await expect(page.getByText(/^Figures as of /)).toBeVisible();

  const controls = page.getByRole('region', { name: 'Difficulty Controls' });
  const picker = controls.getByLabel('Select student');
  const emmanuel = await picker.locator('option', { hasText: 'Emmanuel Okafor' }).getAttribute('value');
  await picker.selectOption(emmanuel!);
  await controls.getByRole('radio', { name: /Level 4/ }).check();
  await controls.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(page.getByText('Difficulty Adjusted', { exact: true })).toBeVisible();

  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signIn(studentPage, 'emmanuel.okafor');
  await expect(studentPage.getByText(/Level 4/).first()).toBeVisible();
  await studentContext.close();

  const generator = page.getByRole('region', { name: 'SDA Question Generator' });
  await generator.getByRole('button', { name: /Generate/ }).click();
  await expect(generator.getByRole('article')).toHaveCount(4);
  for (const level of [1, 2, 3, 4]) await expect(generator.getByText(new RegExp(`Level ${level}`)).first()).toBeVisible();
});

test('the bell counts a new question from an educator; opening it marks it read and goes to the dialogue', async ({ page, request }) => {
  await signIn(page, 'grace.wanjiru');
  const studentId = await page.evaluate(async () => ((await (await fetch('/api/user')).json()) as { studentId: string }).studentId);
  const course = await page.evaluate(
    async (id) => ((await (await fetch(`/api/students/${id}/dashboard`)).json()) as { student: { course: string } }).student.course,
    studentId,
  );
  const before = await page.evaluate(async () => ((await (await fetch('/api/notifications')).json()) as { unread: number }).unread);

  // An educator sends her a question.
  await request.post('/api/login', { data: { username: 'samuel.otieno', password: E2E_DEMO_PASSWORD } });
  const sent = await request.post('/api/discussions', {
    data: { course, question: { content: 'Why does Scripture judge every custom?', difficultyLevel: 1 }, studentIds: [studentId] },
  });
  expect(sent.status()).toBe(201);

  await page.reload();
  const bell = page.getByRole('button', { name: `Notifications, ${before + 1} unread` });
  await expect(bell).toBeVisible();
  await bell.click();
  await page
    .getByRole('button', { name: /A new question from the Socratic agent in/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\?tab=dialogue$/);
  await expect(page.getByRole('tab', { name: 'Socratic Dialogue' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: before === 0 ? 'Notifications' : `Notifications, ${before} unread`, exact: true })).toBeVisible();
});

test('an educator grades submitted work; the student is told in the bell, reads the grade and turns that e-mail off', async ({ page, browser }) => {
  await signIn(page, 'samuel.otieno');
  const panel = page.getByRole('region', { name: 'Work to grade' });
  const card = panel.getByRole('listitem').first();
  const heading = (await card.getByRole('heading').textContent())!;
  const [studentName, assignmentTitle] = heading.split(' · ') as [string, string];
  await card.getByLabel(/^Grade \(out of \d+\)$/).fill('17');
  await card.getByLabel('Feedback to the student').fill('Your reasons are clear; show the verse that carries the argument.');
  await card.getByRole('button', { name: 'Save grade' }).click();
  await expect(toast(page, 'Grade saved')).toContainText(`${studentName} has been told.`);
  await expect(panel.getByRole('heading', { name: heading, exact: true })).toHaveCount(0);

  // The student, in a browser of their own.
  // The demo's usernames are the names, lower-cased, with a dot (server/db/seed/seed.ts).
  const username = studentName.toLowerCase().replace(' ', '.');
  const context = await browser.newContext();
  const student = await context.newPage();
  await signIn(student, username);
  await student.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await student.getByRole('button', { name: new RegExp(`^“${assignmentTitle}” was graded: 17 out of \\d+`) }).click();
  await expect(student).toHaveURL(/\/dashboard\?tab=assignments$/);
  await expect(student.getByRole('tab', { name: 'Assignments' })).toHaveAttribute('aria-selected', 'true');

  // E-mail settings, from the bell: the kind turned off stays off.
  await student.getByRole('button', { name: /^Notifications/ }).click();
  await student.getByRole('button', { name: 'E-mail settings' }).click();
  const settings = student.getByRole('dialog', { name: 'Notification e-mails' });
  await expect(settings.getByLabel('E-mail address')).toHaveValue(`${username}@example.org`);
  await settings.getByLabel('one of my assignments is graded').uncheck();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(toast(student, 'Notification settings saved')).toBeVisible();
  await student.goto('/dashboard?settings=notifications');
  await expect(student.getByRole('dialog', { name: 'Notification e-mails' }).getByLabel('one of my assignments is graded')).not.toBeChecked();
  await expect(student.getByRole('dialog', { name: 'Notification e-mails' }).getByLabel('an educator comments on my answers')).toBeChecked();
  await context.close();
});

test("the portal's tabs work from the keyboard: one tab in the tab order, arrows in the reading direction, Home and End", async ({ page }) => {
  await signIn(page, 'grace.wanjiru');
  const bar = page.getByRole('tablist', { name: 'Student portal sections' });
  const tab = (name: string) => bar.getByRole('tab', { name, exact: true });
  await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  // Only the open tab is reached with Tab; the others by the arrow keys.
  await expect(bar.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  await expect(bar.locator('[role="tab"][tabindex="-1"]')).toHaveCount(6);

  await tab('Overview').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Socratic Dialogue')).toBeFocused();
  await expect(tab('Socratic Dialogue')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Socratic Dialogue' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(tab('Reflection Papers')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Reflection Papers')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab('Overview')).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();

  // Right to left: the arrow pointing along the reading direction goes forward.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  const arabicBar = page.getByRole('tablist', { name: 'أقسام بوابة الطالب' });
  await arabicBar.getByRole('tab', { name: 'نظرة عامة' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(arabicBar.getByRole('tab', { name: 'الحوار السقراطي' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'الحوار السقراطي' })).toBeVisible();
});
