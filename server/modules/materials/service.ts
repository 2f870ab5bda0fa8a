import { randomUUID } from 'node:crypto';
import type { Session } from '#server/plugins/session.ts';
import type { Course } from '#shared/constants/courses.ts';
import { courseSlug } from '#shared/constants/courses.ts';
import { can } from '#shared/auth/permissions.ts';
import {
  MAX_COURSE_MATERIALS,
  type createMaterialSchema,
  type MaterialFormat,
  type MaterialReading,
  type ReadingPage,
  type updateMaterialSchema,
} from '#shared/schemas/materials.ts';
import type { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { conflict, notFound, validationFailed } from '#server/errors.ts';
import type { FileStorage } from '#server/lib/file-storage.ts';
import type { MaterialFileReading } from '#server/modules/uploads/index.ts';
import * as repo from './repo.ts';

export interface MaterialDeps {
  db: Database;
  storage: FileStorage;
}

/** Staff see materials kept for staff; students do not, and are told such a material does not exist. */
export const seesStaffOnly = (session: Session) => session.role !== null && can(session.role, 'manage:materials:any');

export async function listMaterials(db: Database, session: Session, course: Course) {
  return repo.listMaterials(db, course, { includeStaffOnly: seesStaffOnly(session) });
}

/** A material this session may open, or a 404. */
export async function materialFor(db: Database, session: Session, id: string) {
  return visibleTo(session, await repo.findMaterial(db, id));
}

function visibleTo<M extends { accessLevel: string }>(session: Session, material: M | undefined): M {
  if (!material || (material.accessLevel !== 'student' && !seesStaffOnly(session))) throw notFound('No such course material');
  return material;
}

export async function readingFor(db: Database, session: Session, id: string): Promise<MaterialReading> {
  const material = visibleTo(session, await repo.findMaterialWithReading(db, id));
  if (!material.format || !material.fileName) throw notFound('This material has no file to read');
  const pages = material.format === 'audio' ? [] : material.pages;
  if (!pages) throw notFound('This material has no reading view');
  return readingOf({ ...material, format: material.format, fileName: material.fileName }, pages);
}

/** What the reader's answer is made of. */
export interface ReadableMaterial {
  id: string;
  title: string;
  author: string | null;
  format: MaterialFormat;
  fileName: string;
  fileSize: number | null;
  mimeType: string | null;
}

function readingOf(material: ReadableMaterial, pages: ReadingPage[]): MaterialReading {
  const { id, title, author, format, fileName } = material;
  return { id, title, author, format, fileName, fileSize: material.fileSize ?? 0, mimeType: material.mimeType ?? 'application/octet-stream', pages };
}

/** Bytes of the reader's answer for a material: what downloading it for offline costs (audio adds its file). */
export function readingSize(material: ReadableMaterial, pages: ReadingPage[]): number {
  return Buffer.byteLength(JSON.stringify(readingOf(material, pages)));
}

/** A unit named for a material must be one of the material's course. */
async function checkUnit(db: repo.Executor, course: Course, unitId: string | null | undefined) {
  if (!unitId) return;
  const unit = await repo.findUnit(db, unitId);
  if (!unit || unit.course !== course) throw validationFailed({ unitId: 'validation.unit_invalid' });
}

/** The storage key of a new file: per course, unique, with the file's own name kept readable. */
const storageKeyFor = (course: Course, fileName: string) =>
  `materials/${courseSlug(course)}/${randomUUID()}-${fileName.replace(/[^\p{L}\p{N}._-]+/gu, '-').slice(-120)}`;

export type CreateMaterialInput = z.output<typeof createMaterialSchema>;

const readableOf = (id: string, input: { title: string; author?: string | null }, file: UploadedMaterialFile): ReadableMaterial => ({
  id,
  title: input.title,
  author: input.author ?? null,
  format: file.reading.format,
  fileName: file.name,
  fileSize: file.data.length,
  mimeType: file.reading.mimeType,
});
export interface UploadedMaterialFile {
  name: string;
  data: Buffer;
  reading: MaterialFileReading;
}

/**
 * Adds a material at the end of its unit. The file is stored first and removed
 * again if the row cannot be written, so neither is left without the other.
 */
export async function createMaterial(deps: MaterialDeps, input: CreateMaterialInput, file: UploadedMaterialFile | null) {
  if (!file && !input.videoUrl) throw validationFailed({ file: 'validation.file_or_video_required' });
  await checkUnit(deps.db, input.course, input.unitId);
  // The course's list is sent whole: it may not grow past the cap that list is read with.
  if ((await repo.countMaterials(deps.db, input.course)) >= MAX_COURSE_MATERIALS) {
    throw conflict(`A course holds at most ${MAX_COURSE_MATERIALS} materials`, { course: 'validation.course_materials_full' });
  }
  const storageKey = file ? storageKeyFor(input.course, file.name) : null;
  if (file && storageKey) await deps.storage.put(storageKey, file.data);
  try {
    const id = await deps.db.transaction(async (tx) => {
      const id = randomUUID();
      const pages = file?.reading.pages ?? null;
      await repo.insertMaterial(
        tx,
        {
          id,
          course: input.course,
          unitId: input.unitId,
          type: input.type,
          title: input.title,
          author: input.author ?? null,
          description: input.description ?? null,
          fileUrl: input.videoUrl ?? null,
          storageKey,
          fileName: file?.name ?? null,
          fileSize: file?.data.length ?? null,
          mimeType: file?.reading.mimeType ?? null,
          format: file?.reading.format ?? null,
          pageCount: file ? (pages?.length ?? 0) : null,
          readingSize: file ? readingSize(readableOf(id, input, file), pages ?? []) : null,
          isRequired: input.isRequired,
          accessLevel: input.accessLevel,
          orderIndex: await repo.nextOrderIndex(tx, input.course, input.unitId),
        },
        pages,
      );
      return id;
    });
    return (await repo.findMaterialView(deps.db, id))!;
  } catch (error) {
    if (storageKey) await deps.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}

export type UpdateMaterialInput = z.output<typeof updateMaterialSchema>;

/** Replaces a material's details; a new unit puts it at the end of that unit. */
export async function updateMaterial(db: Database, id: string, input: UpdateMaterialInput) {
  await db.transaction(async (tx) => {
    const material = await repo.lockMaterial(tx, id);
    if (!material) throw notFound('No such course material');
    if (!material.storageKey && !input.videoUrl) throw validationFailed({ videoUrl: 'validation.file_or_video_required' });
    await checkUnit(tx, material.course, input.unitId);
    const author = input.author ?? null;
    const pages = material.format === 'audio' ? [] : material.format ? await repo.findReading(tx, id) : undefined;
    await repo.updateMaterial(tx, id, {
      title: input.title,
      author,
      description: input.description ?? null,
      type: input.type,
      unitId: input.unitId,
      isRequired: input.isRequired,
      accessLevel: input.accessLevel,
      fileUrl: input.videoUrl ?? null,
      ...(input.unitId !== material.unitId ? { orderIndex: await repo.nextOrderIndex(tx, material.course, input.unitId) } : {}),
      ...(pages && material.format && material.fileName
        ? { readingSize: readingSize({ ...material, format: material.format, fileName: material.fileName, title: input.title, author }, pages) }
        : {}),
    });
  });
  return (await repo.findMaterialView(db, id))!;
}

/** Swaps a material with its neighbour in its unit; at either end it stays where it is. */
export async function moveMaterial(db: Database, id: string, direction: 'up' | 'down') {
  await db.transaction(async (tx) => {
    const material = await repo.lockMaterial(tx, id);
    if (!material) throw notFound('No such course material');
    const other = await repo.neighbour(tx, material, direction);
    if (!other) return;
    await repo.updateMaterial(tx, material.id, { orderIndex: other.orderIndex });
    await repo.updateMaterial(tx, other.id, { orderIndex: material.orderIndex });
  });
  return (await repo.findMaterialView(db, id))!;
}

/** Removes a material, its reading view and its file. */
export async function deleteMaterial(deps: MaterialDeps, id: string) {
  const material = await repo.findMaterial(deps.db, id);
  if (!material) throw notFound('No such course material');
  await deps.db.transaction((tx) => repo.deleteMaterial(tx, id));
  // After the row: a file whose row is gone is only wasted space; a row whose file is gone would be a broken material.
  if (material.storageKey) await deps.storage.remove(material.storageKey).catch(() => undefined);
}
