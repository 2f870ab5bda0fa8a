// npm run bench:heavy — what another user feels while the server does heavy work: /api/health is
// polled every 10 ms during a 146 MB PDF bomb, a 1,500-page book, the NLP of a long upload and
// the analysis of twenty answers, and the CPU time of analysing one 500-word answer is measured.
// Prints figures; asserts nothing.
import { performance } from 'node:perf_hooks';
import { buildPdf, decompressionBombPdf } from '#server/test/pdf-builder.ts';
import { multipart } from '#server/test/multipart.ts';
import { healthLatenciesWhile } from '#server/test/health-latency.ts';
import { createTestApp, createUser, loginAs } from '#server/test/app.ts';
import { analyseAnswer } from '#server/lib/nlp/answer-analysis.ts';
import { contentJobHandlers } from '#server/modules/content/service.ts';
import { discussionJobHandlers } from '#server/modules/discussions/service.ts';
import { startJobWorker } from '#server/lib/jobs.ts';
import { jobs } from '#server/db/schema/index.ts';
import { count, inArray } from 'drizzle-orm';

const t = await createTestApp();
const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const summary = (label: string, latencies: number[], extra = '') => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(
    `${label.padEnd(44)} polls ${String(sorted.length).padStart(4)}  median ${at(0.5).toFixed(1).padStart(6)} ms  p99 ${at(0.99).toFixed(1).padStart(6)} ms  max ${at(1).toFixed(1).padStart(6)} ms${extra}`,
  );
};
const upload = (name: string, data: Buffer) => {
  const form = multipart({ course: 'Church History', type: 'book', title: name }, { name, data });
  return t.app.inject({ method: 'POST', url: '/api/admin/course-content/file', headers: { cookie: admin, ...form.headers }, payload: form.payload });
};

async function drain(handlers: Parameters<typeof startJobWorker>[1]['handlers']) {
  const worker = startJobWorker(t.db, { handlers, log: quiet, pollIntervalMs: 10 });
  for (;;) {
    const [row] = await t.db
      .select({ n: count() })
      .from(jobs)
      .where(inArray(jobs.status, ['queued', 'running']));
    if (row!.n === 0) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await worker.stop();
}

// Warm the worker thread so its start-up is not counted against the first case.
await t.app.heavyWork.extractFile('warm.txt', Buffer.from('warm up'));

const bomb = decompressionBombPdf(146 * 1024 * 1024);
let started = performance.now();
let run = await healthLatenciesWhile(t.app, upload('bomb.pdf', bomb));
summary(
  `PDF bomb (${Math.round(bomb.length / 1024)} KB -> 146 MB)`,
  run.latenciesMs,
  `  answer ${run.result.statusCode} ${run.result.json().code} in ${Math.round(performance.now() - started)} ms`,
);

const book = buildPdf(
  Array.from({ length: 1500 }, (_, i) => `Augustine wrote the Confessions in Hippo, page ${i + 1}.`),
  { compress: true },
);
started = performance.now();
run = await healthLatenciesWhile(t.app, upload('book.pdf', book));
summary('1,500-page PDF read', run.latenciesMs, `  answer ${run.result.statusCode} in ${Math.round(performance.now() - started)} ms`);

const endless = buildPdf(Array.from({ length: 20_000 }, (_, i) => `Page ${i + 1}`));
started = performance.now();
run = await healthLatenciesWhile(t.app, upload('endless.pdf', endless));
summary(
  '20,000-page PDF refused',
  run.latenciesMs,
  `  answer ${run.result.statusCode} ${run.result.json().code} in ${Math.round(performance.now() - started)} ms`,
);

const sentence = 'Byang Kato wrote Theological Pitfalls in Africa in 1975, warning the churches of Nigeria and Kenya against syncretism. ';
const longText = sentence.repeat(Math.ceil(1_900_000 / sentence.length)).slice(0, 1_900_000);
await t.app.inject({
  method: 'POST',
  url: '/api/admin/course-content',
  headers: { cookie: admin },
  payload: { course: 'Missions', type: 'book', title: 'Long', content: longText },
});
started = performance.now();
const nlp = await healthLatenciesWhile(t.app, drain(contentJobHandlers({ analyse: (text) => t.app.heavyWork.analyseContent(text) })));
summary('NLP of a 1.9M-character upload', nlp.latenciesMs, `  job took ${Math.round(performance.now() - started)} ms`);

// One 500-word answer, measured as CPU time in this thread (the worker does the same work).
const answer500 = Array.from({ length: 32 }, (_, i) =>
  i % 3 === 0
    ? 'I believe a pastor must lead as a servant, because Jesus washed the feet of his disciples in John 13:15.'
    : i % 3 === 1
      ? 'However, some would say that in our villages people expect a strong chief who commands.'
      : 'In my church this means visiting the sick and listening before speaking.',
).join(' ');
const words = answer500.split(/\s+/).length;
const question = {
  content: 'Evaluate the idea that a pastor should lead like a chief.',
  difficultyLevel: 4,
  keywords: ['servant', 'chief'],
  sourceExcerpt: 'Jesus washed the feet of his disciples.',
};
analyseAnswer({ answer: answer500, question, objectives: [] });
const cpu = process.cpuUsage();
const runs = 5;
for (let i = 0; i < runs; i++) analyseAnswer({ answer: answer500, question, objectives: [] });
const used = process.cpuUsage(cpu);
console.log(`analysis of one ${words}-word answer                 CPU ${((used.user + used.system) / 1000 / runs).toFixed(0)} ms (mean of ${runs})`);

const educator = await loginAs(t.app, await createUser(t.db, { role: 'educator' }), 'educator' as never);
for (let i = 0; i < 20; i++) {
  const student = await createUser(t.db, { role: 'student' });
  const cookie = await loginAs(t.app, student);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/discussions',
    headers: { cookie: educator },
    payload: { course: 'Systematic Theology', question, studentIds: [student.studentId] },
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/students/${student.studentId}/discussions/${sent.json().threads[0].id}/responses`,
    headers: { cookie },
    payload: { response: answer500 },
  });
}
started = performance.now();
const answers = await healthLatenciesWhile(t.app, drain(discussionJobHandlers({ analyseAnswer: t.app.heavyWork.analyseAnswer, llm: null, log: quiet })));
summary('analysis of twenty 500-word answers', answers.latenciesMs, `  jobs took ${Math.round(performance.now() - started)} ms`);

await t.close();
