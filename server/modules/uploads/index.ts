/**
 * Uploads: reading what someone sends as a file. The multipart form is read with its limits
 * (upload-form.ts); a file is checked to be what its name says and its text taken out
 * (extract.ts: text, Markdown, PDF, subtitles, Word), or a course material turned into pages for
 * the phone's reader (material-pages.ts). Content, materials and papers take their files through
 * here. The reading itself is heavy: it runs in worker threads (server/workers), never on the
 * event loop.
 */
export { readUploadForm, UPLOAD_LIMITS, type UploadedForm } from './upload-form.ts';
export { EXTRACTION_LIMITS, READABLE_EXTENSIONS, extractUploadedFile, fileError, type Cue, type ExtractedFile, type ExtractionLimits } from './extract.ts';
export { markdownBlocks, readMaterialFile, type MaterialFileReading } from './material-pages.ts';
