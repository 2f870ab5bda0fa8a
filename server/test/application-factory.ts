/** A date `days` from today, as the wizard's date pickers write it. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let applicantCounter = 0;

/**
 * A complete application as the wizard submits it. Each call is a different applicant (its own
 * e-mail): the same answers sent twice are one application, and each e-mail has an allowance.
 */
export function validApplication(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Joseph',
    lastName: 'Mwangi',
    email: `joseph.mwangi.${process.pid}.${++applicantCounter}@example.org`,
    phone: '+254712345678',
    address: '14 Ngong Road',
    city: 'Nairobi',
    state: 'Nairobi County',
    zipCode: '00100',
    country: 'KE',
    dateOfBirth: '1984-03-09',
    gender: 'male',
    educationLevel: 'bachelor',
    previousEducation: 'BA in Community Development, Daystar University',
    currentMinistryRole: 'Associate pastor',
    yearsInMinistry: '12',
    churchAffiliation: 'Africa Inland Church',
    languagesSpoken: ['English', 'Kiswahili', 'Kikuyu'],
    salvationTestimony: 'I came to faith in Christ at a youth camp in Limuru in 1999, where the gospel of grace was preached plainly.',
    callingToMinistry: 'Over ten years of teaching Sunday school and leading a home fellowship, the elders confirmed a call to preach.',
    theologicalInterests: 'The doctrine of the church and pastoral care in urban congregations.',
    learningGoals: 'To preach expository sermons faithfully and to train lay leaders in my church.',
    whyJoinKti: 'An affordable programme I can study on my phone while serving full-time in ministry.',
    preferredAssessmentDate: inDays(14),
    assessmentTimePreference: 'morning',
    referralSource: 'church',
    ...overrides,
  };
}
