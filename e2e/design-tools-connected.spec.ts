import { createHash } from 'node:crypto';
import { fakePngFor, fakeSvgFor, SAMPLE_FILE_KEY } from '#server/test/fake-figma.ts';
import { expect, signIn, test, toast } from './fixtures.ts';
import { E2E_ADMIN, E2E_DESIGN_ORIGIN, E2E_FAKE_CANVA_ORIGIN } from './settings.ts';
import { connectCanva, disconnectCanva, recordWindowOpens } from './support/canva.ts';

// The design tools configured: this server's Figma and Canva clients
// talk to local fakes (e2e/support/design-services-server.ts), so every flow runs end to end in the
// browser. The unconfigured server's states are in design-tools.spec.ts.
test.use({ baseURL: E2E_DESIGN_ORIGIN });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test.describe('Figma asset manager', () => {
  // The fake's sample file is added once per run: the design server's database is new each run.
  test('an admin adds a Figma file, syncs it, downloads two assets and finds them stored with their checksums', async ({ page }) => {
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password, 'Admin');
    await page.goto('/assets');
    await expect(page.getByRole('heading', { level: 1, name: 'Asset Manager' })).toBeVisible();
    // Configured: the three sections, not the not-set-up panel.
    await expect(page.getByRole('tab', { name: 'Design Files' })).toBeVisible();
    await expect(page.getByText('Figma is not set up')).toBeHidden();

    await test.step('a link that names no Figma file is refused on its field', async () => {
      await page.getByRole('button', { name: 'Add File' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Design File' });
      await dialog.getByLabel('Figma file URL').fill('https://www.figma.com/files/recent');
      await dialog.getByLabel('Name', { exact: true }).fill('Institute brand kit');
      await dialog.getByRole('button', { name: 'Add File' }).click();
      await expect(dialog.getByLabel('Figma file URL')).toHaveAccessibleDescription('Enter a Figma file link (figma.com/file/... or figma.com/design/...).');
      await expect(dialog.getByLabel('Figma file URL')).toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('a design link is added and shown as a card', async () => {
      const dialog = page.getByRole('dialog', { name: 'Add Design File' });
      await dialog.getByLabel('Figma file URL').fill(`https://www.figma.com/design/${SAMPLE_FILE_KEY}/Institute-brand-kit?node-id=0-1`);
      await dialog.getByLabel('Description (optional)').fill('Logos, buttons and banners');
      await dialog.getByRole('button', { name: 'Add File' }).click();
      await expect(toast(page, 'File added')).toContainText('"Institute brand kit" was added to the asset manager.');
      await expect(dialog).toBeHidden();
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Institute brand kit' }) });
      await expect(card.getByText('Logos, buttons and banners')).toBeVisible();
      await expect(card.getByText('Not synced yet')).toBeVisible();
      await expect(card.getByRole('link', { name: /Open in Figma/ })).toHaveAttribute('href', new RegExp(`/design/${SAMPLE_FILE_KEY}/`));
    });

    await page.getByRole('tab', { name: 'Browse Assets' }).click();
    const browse = page.getByRole('tabpanel', { name: 'Browse Assets' });
    await expect(browse.getByRole('combobox', { name: 'Design file' })).toHaveValue(/.+/);
    const assets = browse.getByRole('group', { name: /^Assets \(\d+\)$/ });

    await test.step('sync reads the file: components, component sets and top-level frames', async () => {
      await browse.getByRole('button', { name: 'Sync' }).click();
      await expect(toast(page, 'Assets synced')).toContainText('8 assets found.');
      await expect(assets).toHaveAccessibleName('Assets (8)');
      for (const name of ['Hero banner', 'Button', 'State=Default', 'State=Hover', 'Logo', 'Icon/Cross', 'Instagram post', 'Empty frame']) {
        await expect(assets.getByRole('checkbox', { name: new RegExp(`^${name.replace(/[/=]/g, '\\$&')} `) })).not.toBeChecked();
      }
    });

    await test.step('downloading with nothing selected says so', async () => {
      await browse.getByRole('button', { name: 'Download Selected (0)' }).click();
      await expect(toast(page, 'No assets selected')).toContainText('Please select assets to download.');
    });

    await test.step('two selected assets are downloaded as SVG and PNG', async () => {
      await assets.getByRole('checkbox', { name: /^Logo / }).check();
      await assets.getByRole('checkbox', { name: /^Hero banner / }).check();
      await browse.getByRole('button', { name: 'Download Selected (2)' }).click();
      await expect(toast(page, 'Assets downloaded')).toContainText('4 files were stored.');
      await expect(browse.getByRole('button', { name: 'Download Selected (0)' })).toBeVisible();
      await expect(assets.getByRole('checkbox', { name: /^Logo / })).toHaveAccessibleName(/Downloaded: (SVG, PNG|PNG, SVG)$/);
      await expect(assets.getByRole('checkbox', { name: /^Hero banner / })).toHaveAccessibleName(/Downloaded: (SVG, PNG|PNG, SVG)$/);
      await expect(assets.getByRole('checkbox', { name: /^Button / })).toHaveAccessibleName(/Not downloaded$/);
    });

    await test.step('the Downloaded Assets tab lists the stored files with size, dimensions and checksum', async () => {
      await page.getByRole('tab', { name: 'Downloaded Assets' }).click();
      const downloaded = page.getByRole('tabpanel', { name: 'Downloaded Assets' });
      await expect(downloaded.getByRole('listitem')).toHaveCount(4);
      // The fake renders node 3:1 (Logo) and 1:2 (Hero banner): SVGs of 24 x 16, PNGs of 2 x 3 pixels.
      const expected = [
        { name: 'Logo', format: 'SVG', bytes: fakeSvgFor('3:1'), dimensions: '24 × 16 px', mime: 'image/svg+xml' },
        { name: 'Logo', format: 'PNG', bytes: fakePngFor('3:1'), dimensions: '2 × 3 px', mime: 'image/png' },
        { name: 'Hero banner', format: 'SVG', bytes: fakeSvgFor('1:2'), dimensions: '24 × 16 px', mime: 'image/svg+xml' },
        { name: 'Hero banner', format: 'PNG', bytes: fakePngFor('1:2'), dimensions: '2 × 3 px', mime: 'image/png' },
      ];
      for (const asset of expected) {
        const card = downloaded
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: asset.name, exact: true }) })
          .filter({ has: page.getByText(asset.format, { exact: true }) });
        await expect(card).toHaveCount(1);
        await expect(card.getByRole('definition').filter({ hasText: `${asset.bytes.length} bytes` })).toBeVisible();
        await expect(card.getByRole('definition').filter({ hasText: asset.dimensions })).toBeVisible();
        const checksum = sha256(asset.bytes);
        await expect(card.getByTitle(checksum)).toHaveText(`${checksum.slice(0, 12)}…`);
        // What the card's Download link saves is the file Figma rendered, byte for byte.
        const href = await card.getByRole('link', { name: `Download: ${asset.name}`, exact: true }).getAttribute('href');
        const file = await page.request.get(href!);
        expect(file.headers()['content-type']).toBe(asset.mime);
        expect(file.headers()['content-disposition']).toMatch(/^attachment/);
        expect(sha256(await file.body())).toBe(checksum);
      }
    });
  });
});

test.describe('Canva design studio', () => {
  test('an admin connects Canva in a pop-up, creates a design from a template and exports it', async ({ page, context }) => {
    test.setTimeout(90_000);
    // The editor links point at canva.com: answer them here, so nothing leaves the machine.
    await context.route('https://www.canva.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Canva editor</title>' }));

    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password, 'Admin');
    // The connection is the institute's, shared by every spec on this server: start from none.
    await disconnectCanva(page);
    await page.goto('/design-studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Design Studio' })).toBeVisible();

    await test.step('the banner says Canva is not connected; the sections wait for it', async () => {
      await expect(page.getByRole('heading', { name: 'Not connected to Canva' })).toBeVisible();
      await expect(page.getByText("Connect the institute's Canva account to use templates, designs and assets.")).toBeVisible();
      await expect(page.getByText('Connect to Canva to see this section.')).toBeVisible();
    });

    await test.step('Connect opens a 600 x 700 pop-up at Canva, which reports back to the app and closes', async () => {
      await connectCanva(page);
    });

    const title = `Cohort welcome card ${Date.now().toString(36)}`;
    await test.step('a design is created from a template, title required, and opens in Canva in a new tab', async () => {
      const templates = page.getByRole('tabpanel', { name: 'Templates' });
      await expect(templates.getByRole('heading', { name: 'KTI lecture handout' })).toBeVisible();
      const courseCard = templates.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Course card', exact: true }) });
      await courseCard.getByRole('button', { name: 'Create design' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create design' });
      await expect(dialog.getByRole('combobox', { name: 'Template' })).toHaveValue('kti:course-card');

      await dialog.getByRole('button', { name: 'Create design' }).click();
      await expect(toast(page, 'Missing Information')).toContainText('Please select a template and enter a title');
      await expect(dialog).toBeVisible();

      await dialog.getByLabel('Title', { exact: true }).fill(title);
      await dialog.getByLabel('Description (optional)').fill('For the 2026 cohort');
      const windowOpens = await recordWindowOpens(page);
      const editorPromise = context.waitForEvent('page');
      await dialog.getByRole('button', { name: 'Create design' }).click();
      await expect(toast(page, 'Design Created')).toContainText('Your design opens in Canva in a new tab.');
      await expect(dialog).toBeHidden();
      const editor = await editorPromise;
      await expect(editor).toHaveURL(/^https:\/\/www\.canva\.com\/api\/design\/[^/]+\/edit\b/);
      await expect(editor).toHaveTitle('Canva editor');
      // Should a pop-up blocker refuse the tab, the toast still leads to the editor.
      await expect(toast(page, 'Design Created').getByRole('link', { name: 'Open in Canva' })).toHaveAttribute('href', editor.url());
      expect((await windowOpens()).at(-1)).toEqual({ url: editor.url(), target: '_blank', features: 'noopener,noreferrer' });
      await editor.close();
    });

    await test.step('the design is exported from My Designs: started, polled, then ready to download', async () => {
      await page.getByRole('tab', { name: 'My Designs' }).click();
      const designs = page.getByRole('tabpanel', { name: 'My Designs' });
      const card = designs.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(card.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', /^https:\/\/www\.canva\.com\/api\/design\/[^/]+\/edit\b/);
      await card.getByRole('button', { name: 'Export' }).click();

      const dialog = page.getByRole('dialog', { name: 'Export design' });
      await expect(dialog).toContainText(`Export "${title}".`);
      await expect(dialog.getByRole('combobox', { name: 'Format' })).toHaveValue('PNG');
      await dialog.getByRole('combobox', { name: 'Quality' }).selectOption({ label: 'High' });
      await dialog.getByRole('button', { name: 'Export', exact: true }).click();

      const started = toast(page, 'Export Started');
      await expect(started).toContainText(/Export job \S+ has started\./);
      const jobId = /Export job (\S+) has started\./.exec((await started.textContent()) ?? '')![1]!;
      await expect(dialog.getByText(`Export job ${jobId}`, { exact: true })).toBeVisible();

      const progress = dialog.getByRole('progressbar', { name: 'Export progress' });
      await expect(progress).toHaveAttribute('aria-valuenow', '50');
      await expect(dialog.getByText('Exporting... checking every 5 seconds.')).toBeVisible();
      // The client checks every 5 s; the fake finishes on the second check.
      await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 15_000 });
      await expect(dialog.getByText('100% complete')).toBeVisible();
      const download = dialog.getByRole('link', { name: 'Download' });
      await expect(download).toHaveAttribute('href', `${E2E_FAKE_CANVA_ORIGIN}/files/${jobId}.png`);
      const file = await page.request.get((await download.getAttribute('href'))!);
      expect(file.headers()['content-type']).toBe('image/png');
      expect((await file.body()).subarray(1, 4).toString('ascii')).toBe('PNG');
      await page.keyboard.press('Escape');
    });

    await test.step('Disconnect, once confirmed, revokes the access and the banner asks to connect again', async () => {
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Disconnect Canva' }).click();
      await expect(toast(page, 'Canva disconnected')).toContainText("The institute's Canva access has been revoked.");
      await expect(page.getByRole('heading', { name: 'Not connected to Canva' })).toBeVisible();
    });
  });
});
