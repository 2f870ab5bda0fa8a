import { describe, expect, it } from 'vitest';
import { uploadContentSchema } from '#shared/schemas/content.ts';
import { checkUploadFile, defaultFileName, emptyContentForm, missingFields, toUploadFormData, toUploadInput, utf8ByteSize } from './content-form.ts';

const filled = { ...emptyContentForm('Preaching'), title: 'The Living Word', content: 'Preaching is the heralding of Christ. É' };

describe('missingFields (spec point 5)', () => {
  it('lists course, title and content when blank after trimming', () => {
    expect(missingFields({ ...emptyContentForm(), title: '   ', content: '\n' })).toEqual(['course', 'title', 'content']);
    expect(missingFields(filled)).toEqual([]);
  });
  it('does not ask for content when a file supplies it', () => {
    expect(missingFields({ ...filled, content: '' }, { contentFromFile: true })).toEqual([]);
  });
});

describe('toUploadInput (spec point 7 defaults)', () => {
  it('fills fileName, fileSize (UTF-8 bytes) and mimeType', () => {
    const input = toUploadInput(filled);
    expect(input.fileName).toBe('The_Living_Word.txt');
    expect(input.fileSize).toBe(new TextEncoder().encode(filled.content).length);
    expect(input.fileSize).toBe(filled.content.length + 1); // "É" is two bytes
    expect(input.mimeType).toBe('text/plain');
    expect(input).not.toHaveProperty('author');
    expect(uploadContentSchema.safeParse(input).success).toBe(true);
  });
  it('keeps a typed file name and the embodiment areas that were filled', () => {
    const input = toUploadInput({ ...filled, fileName: 'sermon.txt', philosophy: ' Christ-centred ' });
    expect(input.fileName).toBe('sermon.txt');
    expect(input.philosophy).toBe('Christ-centred');
    expect(input).not.toHaveProperty('authorStyle');
  });
  it('keeps the stored file facts on an edit that leaves the text alone', () => {
    const stored = { fileName: 'book.pdf', fileSize: 900_000, mimeType: 'application/pdf', content: filled.content };
    expect(toUploadInput({ ...filled, fileName: '' }, stored)).toMatchObject({ fileName: 'book.pdf', fileSize: 900_000, mimeType: 'application/pdf' });
    const changed = toUploadInput({ ...filled, fileName: '', content: 'New text' }, stored);
    expect(changed).toMatchObject({ fileName: 'The_Living_Word.txt', fileSize: 8, mimeType: 'text/plain' });
  });
  it('measures bytes and names files per the spec', () => {
    expect(utf8ByteSize('ሰላም')).toBe(9);
    expect(defaultFileName('  Two  Words ')).toBe('Two__Words.txt');
  });
});

describe('file uploads', () => {
  it('checks type and size on the client', () => {
    expect(checkUploadFile(new File(['x'], 'notes.docx'))).toBe('wrong_type');
    expect(checkUploadFile(new File([], 'empty.txt'))).toBe('empty');
    expect(checkUploadFile(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.PDF'))).toBe('too_large');
    expect(checkUploadFile(new File(['WEBVTT'], 'talk.vtt'))).toBeNull();
  });
  it('puts the text fields before the file', () => {
    const data = toUploadFormData({ ...filled, author: 'Spurgeon', scholarlyDebates: 'x' }, new File(['hi'], 'a.txt'));
    const names = [...data.keys()];
    expect(names.at(-1)).toBe('file');
    expect(names).toEqual(['course', 'type', 'title', 'author', 'scholarlyDebates', 'file']);
    expect(data.has('content')).toBe(false);
  });
});
