/**
 * The institute's identity in one place. The namesake is Byang Kato
 * (1936-1975), the Nigerian evangelical theologian the About page presents (spec point 2).
 */
export const INSTITUTE = {
  name: 'Kato Theological Institute',
  abbreviation: 'KTI',
} as const;

/** Spec point 9, "Brand palette hex values". */
export const BRAND_PALETTE = {
  lavender: '#C9C8F2',
  mint: '#AEE1D5',
  skyBlue: '#B6DFFB',
  beige: '#F7E9D7',
  white: '#FFFFFF',
  charcoal: '#2E2E2E',
} as const;

/** Spec point 9, "Interface": radii in px. */
export const BRAND_RADII = { card: 16, button: 12 } as const;

/** Sample public contact details (spec point 1); the client build overrides them with VITE_CONTACT_*. */
export const SAMPLE_CONTACT = {
  email: 'admissions@katoinstitute.ac.ke',
  phone: '+254 700 123 456',
  /** Where help with the platform goes, not to admissions (where the FAQ's support link once wrote). */
  supportEmail: 'support@katoinstitute.ac.ke',
} as const;

/** Spec point 9: headings Poppins Bold, body Inter Regular, UI labels Montserrat Medium (self-hosted, app/styles.css). */
export const BRAND_FONTS = {
  heading: { family: 'Poppins', weight: 700 },
  body: { family: 'Inter', weight: 400 },
  ui: { family: 'Montserrat', weight: 500 },
} as const;
