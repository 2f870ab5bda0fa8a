import { describe, expect, it } from 'vitest';
import { excerpt, fileSizeParts, formatPercentFigure, shortenId } from './format.ts';

describe('fileSizeParts (spec point 9)', () => {
  it('shows KB with one decimal below 1024 KB', () => {
    expect(fileSizeParts(512, 'en')).toEqual({ value: '0.5', unit: 'kb' });
    expect(fileSizeParts(1536, 'en')).toEqual({ value: '1.5', unit: 'kb' });
    expect(fileSizeParts(1024 * 1024 - 1, 'en')).toEqual({ value: '1,024.0', unit: 'kb' });
  });
  it('switches to MB from 1024 KB', () => {
    expect(fileSizeParts(1024 * 1024, 'en')).toEqual({ value: '1.0', unit: 'mb' });
    expect(fileSizeParts(10 * 1024 * 1024, 'en')).toEqual({ value: '10.0', unit: 'mb' });
  });
  it('formats in the reader language and survives an unknown one', () => {
    expect(fileSizeParts(1536, 'fr').value).toBe('1,5');
    expect(fileSizeParts(1536, 'cimode').value).toMatch(/^1[.,]5$/);
  });
});

describe('excerpt (spec point 9)', () => {
  it('cuts to the length with an ellipsis only when there is more', () => {
    expect(excerpt('a'.repeat(250), 200)).toBe(`${'a'.repeat(200)}…`);
    expect(excerpt('short text', 200)).toBe('short text');
    // The server's excerpt may already be short while the content is longer.
    expect(excerpt('short text', 200, 5000)).toBe('short text…');
  });
  it('never splits a character outside the basic plane', () => {
    expect(excerpt('𝔸'.repeat(10), 3)).toBe('𝔸𝔸𝔸…');
  });
});

describe('shortenId and percent figures', () => {
  it('shortens the admin id to 8 characters', () => {
    expect(shortenId('0f8e7d6c-1234-4abc-9def-001122334455')).toBe('0f8e7d6c');
  });
  it('shows a 0-100 figure as a percent', () => {
    expect(formatPercentFigure(87.5, 'en')).toBe('87.5%');
    expect(formatPercentFigure(100, 'en')).toBe('100%');
  });
});
