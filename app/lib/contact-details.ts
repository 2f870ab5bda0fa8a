import { SAMPLE_CONTACT } from '#shared/constants/brand.ts';

/**
 * The public contact e-mail and phone (spec point 1: "{email}", "{phone}") and the address for
 * help with the platform. Set at build time with VITE_CONTACT_EMAIL, VITE_CONTACT_PHONE and
 * VITE_SUPPORT_EMAIL; the defaults are samples.
 */
export const CONTACT = {
  email: import.meta.env.VITE_CONTACT_EMAIL ?? SAMPLE_CONTACT.email,
  phone: import.meta.env.VITE_CONTACT_PHONE ?? SAMPLE_CONTACT.phone,
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? SAMPLE_CONTACT.supportEmail,
} as const;

/** A phone number as a tel: link target (digits and a leading plus only). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
export const mailtoHref = (email: string, subject?: string) => `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
