import { can } from '#shared/auth/permissions.ts';
import type { Database } from '#server/db/client.ts';
import { notFound, notOwner } from '#server/errors.ts';
import type { Session } from '#server/plugins/session.ts';
import * as repo from './repo.ts';

/** A student reads only their own record; educators and admins read anyone's (spec point 6). */
export async function getStudentFor(db: Database, session: Session, studentId: string) {
  const student = await repo.findStudentById(db, studentId);
  const mayReadAny = session.role !== null && can(session.role, 'read:student:any');
  if (!student) {
    // A student probing ids learns nothing about which exist.
    if (!mayReadAny) throw notOwner();
    throw notFound('Student not found');
  }
  if (!mayReadAny && student.userId !== session.user.id) throw notOwner();
  return student;
}

export const listStudents = repo.listStudents;
