import { COURSES, type Course } from '#shared/constants/courses.ts';
import {
  AUTHOR_EMBODIMENT_FIELDS,
  CONTENT_TYPES,
  MAX_CONTENT_CHARACTERS,
  MAX_UPLOAD_BYTES,
  UPLOAD_EXTENSIONS,
  type ContentDetail,
  type UploadContentInput,
} from '#shared/schemas/content.ts';

export type ContentType = (typeof CONTENT_TYPES)[number];
export type EmbodimentField = (typeof AUTHOR_EMBODIMENT_FIELDS)[number];

/** What the upload and edit forms hold: every field as typed text (course empty until chosen). */
export interface ContentFormValues extends Record<EmbodimentField, string> {
  course: Course | '';
  type: ContentType;
  title: string;
  author: string;
  content: string;
  fileName: string;
}

export type RequiredField = 'course' | 'title' | 'content';

export function emptyContentForm(course: Course | '' = ''): ContentFormValues {
  return {
    course,
    type: 'book',
    title: '',
    author: '',
    content: '',
    fileName: '',
    authorStyle: '',
    philosophy: '',
    historicalContext: '',
    biographicalContext: '',
    interpretativeComplexities: '',
    scholarlyDebates: '',
  };
}

/** The edit form starts from the stored item. */
export function contentFormFrom(item: ContentDetail): ContentFormValues {
  const values = emptyContentForm(item.course);
  values.type = item.type;
  values.title = item.title;
  values.author = item.author ?? '';
  values.content = item.content;
  values.fileName = item.fileName ?? '';
  for (const field of AUTHOR_EMBODIMENT_FIELDS) values[field] = item[field] ?? '';
  return values;
}

/**
 * Spec point 5, "Admin upload": course, title and content must be non-blank after trimming.
 * With a file chosen the server extracts the content, so the text box is not required.
 */
export function missingFields(values: ContentFormValues, { contentFromFile = false } = {}): RequiredField[] {
  const missing: RequiredField[] = [];
  if (!values.course) missing.push('course');
  if (!values.title.trim()) missing.push('title');
  if (!contentFromFile && !values.content.trim()) missing.push('content');
  return missing;
}

export function isContentTooLong(values: ContentFormValues): boolean {
  return values.content.trim().length > MAX_CONTENT_CHARACTERS;
}

/** Spec point 7: the byte size of the content in UTF-8. */
export function utf8ByteSize(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Spec point 7: the default file name is the title with spaces replaced by underscores, plus .txt. */
export function defaultFileName(title: string): string {
  return `${title.trim().replace(/ /g, '_')}.txt`;
}

function embodimentOf(values: ContentFormValues): Partial<Record<EmbodimentField, string>> {
  const areas: Partial<Record<EmbodimentField, string>> = {};
  for (const field of AUTHOR_EMBODIMENT_FIELDS) if (values[field].trim()) areas[field] = values[field].trim();
  return areas;
}

interface StoredFile {
  fileName: string | null;
  fileSize: number | null;
  mimeType: string | null;
  content: string;
}

/**
 * The JSON body of POST /api/admin/course-content (and of PUT for an edit) with the spec point 7
 * defaults: fileName from the title when empty, fileSize the UTF-8 size of the content, mimeType
 * text/plain. An edit that leaves the text unchanged keeps the stored file's size and type (an
 * extracted PDF still describes the PDF); once the text changes it describes the new text.
 */
export function toUploadInput(values: ContentFormValues, stored?: StoredFile): UploadContentInput {
  const content = values.content.trim();
  const keepStoredFile = stored !== undefined && stored.content.trim() === content;
  const author = values.author.trim();
  return {
    course: values.course as Course,
    type: values.type,
    title: values.title.trim(),
    ...(author && { author }),
    content,
    fileName: values.fileName.trim() || (keepStoredFile && stored.fileName) || defaultFileName(values.title),
    fileSize: keepStoredFile && stored.fileSize !== null ? stored.fileSize : utf8ByteSize(content),
    mimeType: (keepStoredFile && stored.mimeType) || 'text/plain',
    ...embodimentOf(values),
  };
}

/**
 * The multipart body of POST /api/admin/course-content/file: the text fields first, then the file
 * (a streaming multipart reader sees only the fields that precede the file).
 */
export function toUploadFormData(values: ContentFormValues, file: File): FormData {
  const data = new FormData();
  data.append('course', values.course);
  data.append('type', values.type);
  data.append('title', values.title.trim());
  if (values.author.trim()) data.append('author', values.author.trim());
  for (const [field, text] of Object.entries(embodimentOf(values))) data.append(field, text);
  data.append('file', file, file.name);
  return data;
}

/** The `accept` attribute of the file input, from the types the server extracts. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.join(',');

export type FileProblem = 'too_large' | 'wrong_type' | 'empty';

/** Checks a chosen file on the client before it is sent (the server checks again). */
export function checkUploadFile(file: File): FileProblem | null {
  const name = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'wrong_type';
  if (file.size > MAX_UPLOAD_BYTES) return 'too_large';
  if (file.size === 0) return 'empty';
  return null;
}

export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

export function isCourseValue(value: string): value is Course {
  return (COURSES as readonly string[]).includes(value);
}
