import type { TFunction } from 'i18next';
import { INSTITUTE_ASSET_SPECS, STARTER_TEMPLATE_PREFIX } from '#shared/constants/asset-formats.ts';
import type { CanvaTemplate } from '#shared/schemas/canva.ts';

/** A starter format's name in the reader's language; a Canva brand template keeps the name given in Canva. */
export function templateName(t: TFunction, template: CanvaTemplate): string {
  if (template.source !== 'institute') return template.name;
  const key = template.id.slice(STARTER_TEMPLATE_PREFIX.length);
  return INSTITUTE_ASSET_SPECS.some((spec) => spec.key === key) ? t(`pages.canva_designs.formats.${key}`) : template.name;
}
