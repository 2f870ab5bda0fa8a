import { eq, sql } from 'drizzle-orm';
import type { Course } from '#shared/constants/courses.ts';
import { rowsOf, type Database } from '#server/db/client.ts';
import { assignments, questions, reflectionPapers, studentAssignments, studentResponses, students, users } from '#server/db/schema/index.ts';

const SNIPPET_OPTIONS = 'MaxWords=20, MinWords=8, StartSel="", StopSel=""';
/** Student work this short is quoted whole rather than as a fragment. */
const SHORT_ARTIFACT = 160;

/** `tsquery` is a sanitized `a | b | c` string (see `orTsQuery`); it is always a bound parameter. */
const englishQuery = (tsquery: string) => sql`to_tsquery('english', ${tsquery})`;

export async function findStudent(db: Database, id: string) {
  const [row] = await db.select({ id: students.id, course: students.course }).from(students).where(eq(students.id, id));
  return row;
}

export interface StudentArtifact {
  kind: 'response' | 'submission' | 'paper';
  id: string;
  studentName: string;
  /** The question answered, or the assignment submitted. */
  about: string;
  rank: number;
  snippet: string;
}

/**
 * Student responses and assignment submissions whose text matches the query, best rank first:
 * one student's when `studentId` is given, else those of the course's students (or everyone's).
 */
export async function findStudentArtifacts(
  db: Database,
  options: { tsquery: string; paperTerms: string[]; studentId?: string; course?: Course; limit: number },
): Promise<StudentArtifact[]> {
  const query = englishQuery(options.tsquery);
  const paperTerms = sql`array[${sql.join(
    options.paperTerms.map((term) => sql`${term}`),
    sql`, `,
  )}]`;
  const responseText = sql`to_tsvector('english', ${studentResponses.response})`;
  const submissionText = sql`to_tsvector('english', ${studentAssignments.submissionContent})`;
  const whose = (courseColumn: typeof students.course | typeof assignments.course) =>
    options.studentId ? sql`and ${students.id} = ${options.studentId}` : options.course ? sql`and ${courseColumn} = ${options.course}` : sql``;

  const result = await db.execute(sql`
    select kind, id, student_name as "studentName", about, rank,
           case when length(body) <= ${SHORT_ARTIFACT} then body else ts_headline('english', body, ${query}, ${SNIPPET_OPTIONS}) end as snippet
    from (
      select 'response' as kind, ${studentResponses.id} as id, ${users.name} as student_name, ${questions.content} as about,
             ${studentResponses.response} as body, ts_rank(${responseText}, ${query}) as rank
      from ${studentResponses}
      join ${students} on ${students.id} = ${studentResponses.studentId}
      join ${users} on ${users.id} = ${students.userId}
      join ${questions} on ${questions.id} = ${studentResponses.questionId}
      where ${responseText} @@ ${query} ${whose(students.course)}
      union all
      select 'submission', ${studentAssignments.id}, ${users.name}, ${assignments.title},
             ${studentAssignments.submissionContent}, ts_rank(${submissionText}, ${query})
      from ${studentAssignments}
      join ${students} on ${students.id} = ${studentAssignments.studentId}
      join ${users} on ${users.id} = ${students.userId}
      join ${assignments} on ${assignments.id} = ${studentAssignments.assignmentId}
      where ${studentAssignments.submissionContent} is not null and ${submissionText} @@ ${query} ${whose(assignments.course)}
      union all
      -- Everything of a paper is sealed: it is found by the keyed hashes of its title's
      -- and keywords' words (its blind index), ranked by how many of the searched words it holds
      -- (each worth about what ts_rank gives one matching word), and opened by the caller.
      select 'paper', ${reflectionPapers.id}, ${users.name}, '', '',
             0.06 * cardinality(array(select unnest(${reflectionPapers.searchTerms}) intersect select unnest(${paperTerms}::text[])))
      from ${reflectionPapers}
      join ${students} on ${students.id} = ${reflectionPapers.studentId}
      join ${users} on ${users.id} = ${students.userId}
      where ${reflectionPapers.searchTerms} && ${paperTerms}::text[] ${whose(students.course)}
    ) artifacts
    order by rank desc, id
    limit ${options.limit}
  `);
  return rowsOf<StudentArtifact>(result).map((row) => ({ ...row, rank: Number(row.rank) }));
}

export type NewQuestion = typeof questions.$inferInsert;

export async function insertQuestions(db: Database, rows: NewQuestion[]) {
  return db.insert(questions).values(rows).returning({ id: questions.id, difficultyLevel: questions.difficultyLevel });
}
