import type { Course } from '#shared/constants/courses.ts';
import type { Database } from '#server/db/client.ts';
import { courseContent } from '#server/db/schema/index.ts';
import { storeSearchChunks } from '#server/modules/content/index.ts';

/** Stores a text of an evaluation set as approved training content with its search chunks, as the content job leaves it; returns its id. */
export async function storeApprovedSource(db: Database, source: { title: string; author: string | null; course: Course; text: string }): Promise<string> {
  const [row] = await db
    .insert(courseContent)
    .values({
      type: 'book',
      title: source.title,
      author: source.author,
      course: source.course,
      content: source.text,
      validationStatus: 'approved',
      isTrainingData: true,
      processingStatus: 'complete',
    })
    .returning({ id: courseContent.id });
  await storeSearchChunks(db, row!.id, source.text);
  return row!.id;
}
