import { z } from 'zod';
import { optionalText, text } from './fields.ts';
import { COURSES } from '#shared/constants/courses.ts';

/** Spec point 3, course_materials: what kind of material it is (the card's icon and badge). */
export const MATERIAL_TYPES = ['textbook', 'video', 'reading'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

/** Who may open a material: the course's students (and staff), or staff only (a teacher's guide). */
export const MATERIAL_ACCESS_LEVELS = ['student', 'staff'] as const;
export type MaterialAccessLevel = (typeof MATERIAL_ACCESS_LEVELS)[number];

/**
 * Files a material may carry: documents read in the reflowable reader, audio
 * played in the page. The content of each is checked (magic bytes, strict UTF-8), not its name.
 */
export const MATERIAL_FILE_EXTENSIONS = ['.pdf', '.epub', '.mp3', '.m4a', '.txt', '.md', '.markdown'] as const;
/** The largest material file: an hour's lecture as 64 kbps MP3 is about 29 MB. */
export const MAX_MATERIAL_BYTES = 40 * 1024 * 1024;

/**
 * The most materials a course holds, and units a course has. Their lists are sent
 * whole, not in pages: the Course Books tab groups a unit's materials and "Download for offline"
 * keeps a whole unit, and the list saved on the phone for offline study must be the
 * whole course. A curriculum is bounded (a few dozen materials), so these are hard caps, not pages.
 */
export const MAX_COURSE_MATERIALS = 500;
export const MAX_COURSE_UNITS = 200;

/** How the reader shows a material: as pages of text, or as audio played in the page. */
export const MATERIAL_FORMATS = ['pdf', 'epub', 'markdown', 'text', 'audio'] as const;
export type MaterialFormat = (typeof MATERIAL_FORMATS)[number];

/** One block of reflowable text: the reader renders these as elements, never as HTML. */
export const readingBlockSchema = z.object({
  kind: z.enum(['heading', 'paragraph', 'item', 'quote']),
  text: z.string(),
  /** Heading level (1-3); for an item, its number in an ordered list. */
  level: z.number().int().optional(),
});
export type ReadingBlock = z.infer<typeof readingBlockSchema>;
export const readingPageSchema = z.object({ blocks: z.array(readingBlockSchema) });
export type ReadingPage = z.infer<typeof readingPageSchema>;

/**
 * GET /api/course-materials/:id/reading: what the reader shows, in one answer: the text page by
 * page (none for audio), and the original file's name, size and type.
 */
export const materialReadingSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  author: z.string().nullable(),
  format: z.enum(MATERIAL_FORMATS),
  fileName: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  pages: z.array(readingPageSchema),
});
export type MaterialReading = z.infer<typeof materialReadingSchema>;

/** Spec point 3, "Course material", with what the reader, downloads and the staff screens need. */
export const courseMaterialSchema = z.object({
  id: z.string().uuid(),
  course: z.enum(COURSES),
  unitId: z.string().uuid().nullable(),
  unitName: z.string().nullable(),
  title: z.string(),
  author: z.string().nullable(),
  type: z.enum(MATERIAL_TYPES),
  description: z.string().nullable(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  mimeType: z.string().nullable(),
  /** How the reader shows it; null for a video link with no file. */
  format: z.enum(MATERIAL_FORMATS).nullable(),
  /** Pages of the reading view (a PDF's own pages); 0 for audio, null for links. */
  pageCount: z.number().int().nullable(),
  /** Bytes of the reader's answer (GET .../reading); for audio the file is downloaded as well. */
  readingSize: z.number().int().nullable(),
  /** A video's address (https), for a material that is a link rather than a file. */
  videoUrl: z.string().nullable(),
  isRequired: z.boolean(),
  accessLevel: z.enum(MATERIAL_ACCESS_LEVELS),
  orderIndex: z.number().int(),
});
export type CourseMaterial = z.infer<typeof courseMaterialSchema>;
export const courseMaterialListSchema = z.array(courseMaterialSchema);

export const materialIdParamsSchema = z.object({ id: z.string().uuid({ message: 'validation.id_invalid' }) });
export const materialFileQuerySchema = z.object({ download: z.enum(['0', '1']).optional() });

const booleanField = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);
const videoUrl = text()
  .max(2000, 'validation.too_long')
  .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), 'validation.video_url_invalid')
  .optional()
  .transform((value) => value || undefined);

/** The fields staff set on a material, in the JSON edit and in the multipart add form (as text). */
export const materialFieldsSchema = z.object({
  title: text('validation.title_required').min(1, 'validation.title_required').max(300, 'validation.too_long'),
  author: optionalText(200),
  description: optionalText(2000),
  type: z.enum(MATERIAL_TYPES, { message: 'validation.choose_option' }),
  unitId: z
    .union([z.string().uuid({ message: 'validation.unit_invalid' }), z.literal('')])
    .optional()
    .transform((value) => value || null),
  isRequired: booleanField.default(false),
  accessLevel: z.enum(MATERIAL_ACCESS_LEVELS, { message: 'validation.choose_option' }).default('student'),
  videoUrl,
});
export type MaterialFields = z.input<typeof materialFieldsSchema>;

/** POST /api/course-materials (multipart: these fields plus an optional `file`; a file or a video address is required). */
export const createMaterialSchema = materialFieldsSchema.extend({
  course: z.enum(COURSES, { message: 'validation.course_invalid' }),
});
export const CREATE_MATERIAL_FIELDS = ['course', 'title', 'author', 'description', 'type', 'unitId', 'isRequired', 'accessLevel', 'videoUrl'] as const;

/** PUT /api/course-materials/:id: every field as the edit form shows it (empty clears); the course and the file stay. */
export const updateMaterialSchema = materialFieldsSchema;

/** POST /api/course-materials/:id/move: one place up or down among its unit's materials. */
export const moveMaterialSchema = z.object({ direction: z.enum(['up', 'down'], { message: 'validation.choose_option' }) });

/** GET /api/course-units?course=: the units a material may belong to. */
export const courseUnitSchema = z.object({ id: z.string().uuid(), name: z.string(), orderIndex: z.number().int() });
export const courseUnitListSchema = z.array(courseUnitSchema);
export type CourseUnit = z.infer<typeof courseUnitSchema>;
