/**
 * The institute's fixed set of asset formats (social banner, certificate, course
 * card, etc.). Each becomes a blank Canva design of that size (POST /v1/designs with a custom
 * design_type, 40-8000 px a side) and is also offered as a starter template in the studio.
 * A4 sizes are at 300 dpi so the exported PNG prints cleanly.
 */
export const INSTITUTE_ASSET_SPECS = [
  { key: 'social-banner', name: 'Social media banner', width: 1200, height: 630, tags: ['social'] },
  { key: 'certificate', name: 'Certificate (A4 landscape)', width: 3508, height: 2480, tags: ['certificate'] },
  { key: 'course-card', name: 'Course card', width: 1080, height: 1080, tags: ['course'] },
  { key: 'presentation-title', name: 'Presentation title slide', width: 1920, height: 1080, tags: ['presentation'] },
  { key: 'event-poster', name: 'Event poster (A4)', width: 2480, height: 3508, tags: ['event'] },
] as const;
export type InstituteAssetSpec = (typeof INSTITUTE_ASSET_SPECS)[number];

/** Starter templates (one per format) carry this prefix; any other template id is a Canva brand template id. */
export const STARTER_TEMPLATE_PREFIX = 'kti:';

/** Spec point 9, "Design tools": the formats and qualities a Canva design exports in. */
export const CANVA_EXPORT_FORMATS = ['PNG', 'JPG', 'PDF'] as const;
export type CanvaExportFormatName = (typeof CANVA_EXPORT_FORMATS)[number];
export const CANVA_EXPORT_QUALITIES = ['standard', 'high'] as const;
