import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rules that keep the modules apart (eslint.config.js), each shown catching a violation
// planted for the purpose: a rule that caught nothing would let the modules grow back into each other.
const eslint = new ESLint({ cwd: process.cwd() });
const rulesBroken = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.map((message) => `${message.ruleId}: ${message.message}`);

describe('server modules are entered through their public face (server/modules/README.md)', () => {
  it("refuses another module's repository or internal file, by alias or by relative path, and lets its face through", async () => {
    const broken = await rulesBroken(
      'server/modules/papers/planted.ts',
      [
        "import { objectivesOf } from '#server/modules/curriculum/repo.ts';",
        "import { readUploadForm } from '../uploads/upload-form.ts';",
        "import { recordActivity } from '#server/modules/students/index.ts';",
        'export const planted = [objectivesOf, readUploadForm, recordActivity];',
      ].join('\n'),
    );
    expect(broken).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*curriculum\/repo\.ts.*server\/modules\/curriculum\/index\.ts/),
      expect.stringMatching(/^import-x\/no-restricted-paths: .*upload-form\.ts.*server\/modules\/uploads\/index\.ts/),
    ]);
  });

  it('holds for the layers around the modules too: the workers, and server/lib, which imports no module at all', async () => {
    expect(
      await rulesBroken(
        'server/workers/planted.ts',
        "import { analyseContent } from '#server/modules/content/nlp.ts';\nexport const planted = analyseContent;\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*content\/nlp\.ts/)]);
    expect(
      await rulesBroken('server/lib/planted.ts', "import { notify } from '#server/modules/notifications/index.ts';\nexport const planted = notify;\n"),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*server\/lib is below the modules/)]);
  });

  it('lets a module use its own files, and a test reach inside to set things up', async () => {
    expect(await rulesBroken('server/modules/papers/planted.ts', "import { seal } from './sealing.ts';\nexport const planted = seal;\n")).toEqual([]);
    expect(
      await rulesBroken(
        'server/modules/papers/planted.test.ts',
        "import { refreshAnalytics } from '#server/modules/analytics/repo.ts';\nexport const planted = refreshAnalytics;\n",
      ),
    ).toEqual([]);
  });

  it('refuses a cycle of imports', async () => {
    // Two files that import each other, written for the check and removed after it.
    const dir = join('server', 'lib');
    const first = join(dir, `planted-cycle-a-${process.pid}.ts`);
    const second = join(dir, `planted-cycle-b-${process.pid}.ts`);
    writeFileSync(first, `import { b } from './planted-cycle-b-${process.pid}.ts';\nexport const a = () => b;\n`);
    writeFileSync(second, `import { a } from './planted-cycle-a-${process.pid}.ts';\nexport const b = () => a;\n`);
    try {
      const broken = await rulesBroken(first, `import { b } from './planted-cycle-b-${process.pid}.ts';\nexport const a = () => b;\n`);
      expect(broken).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
    } finally {
      rmSync(first, { force: true });
      rmSync(second, { force: true });
    }
  });
});
