import { describe, expect, it } from 'vitest';
import { applicantName, nextStatuses, parseIntakeScore } from './applications.ts';

describe('application review helpers', () => {
  it('offers only the allowed next statuses', () => {
    expect(nextStatuses('submitted')).toEqual(['assessment_scheduled', 'declined']);
    expect(nextStatuses('accepted')).toEqual([]);
    expect(nextStatuses('nonsense')).toEqual([]);
  });
  it('reads an intake score from 0 to 100, with a decimal comma', () => {
    expect(parseIntakeScore('72')).toBe(72);
    expect(parseIntakeScore('50,5')).toBe(50.5);
    expect(parseIntakeScore('101')).toBeNull();
    expect(parseIntakeScore('-1')).toBeNull();
    expect(parseIntakeScore('')).toBeNull();
    expect(parseIntakeScore('7e1')).toBeNull();
  });
  it('joins the applicant name', () => {
    expect(applicantName({ firstName: 'Grace', lastName: 'Wanjiru' })).toBe('Grace Wanjiru');
    expect(applicantName({ firstName: null, lastName: null })).toBeNull();
  });
});
