import { INSTITUTE_ASSET_SPECS, STARTER_TEMPLATE_PREFIX, type InstituteAssetSpec } from '#shared/constants/asset-formats.ts';
import { BRAND_FONTS, BRAND_PALETTE, INSTITUTE } from '#shared/constants/brand.ts';
import type { BrandKit } from '#shared/schemas/canva.ts';

export function starterTemplate(templateId: string): InstituteAssetSpec | undefined {
  if (!templateId.startsWith(STARTER_TEMPLATE_PREFIX)) return undefined;
  const key = templateId.slice(STARTER_TEMPLATE_PREFIX.length);
  return INSTITUTE_ASSET_SPECS.find((spec) => spec.key === key);
}

export const assetDesignTitle = (spec: InstituteAssetSpec) => `${INSTITUTE.abbreviation} ${spec.name}`;

/** What the generation call tells the admin to do next (spec point 7, instructions.next_steps). */
export const GENERATION_NEXT_STEPS = [
  'Open each design with its edit link and add the institute wording, logo and imagery from the Brand Kit.',
  'Keep to the palette (lavender, mint, sky blue, beige, white, charcoal) and fonts (Poppins Bold headings, Inter body, Montserrat labels).',
  'The PNG exports are running: their status is checked every 5 seconds for up to 10 minutes.',
  'Once every export has succeeded, download all assets as one zip file.',
  'After editing a design, export it again to refresh the file.',
];

/**
 * The Brand Kit as first stored in design_service_brand_kit (spec points 2 and 9): palette groups,
 * the three fonts and the institute's messaging, in English.
 */
export const DEFAULT_BRAND_KIT: BrandKit = {
  colors: [
    { name: 'Primary pastels', hex: [BRAND_PALETTE.lavender, BRAND_PALETTE.mint, BRAND_PALETTE.skyBlue] },
    { name: 'Warm neutrals', hex: [BRAND_PALETTE.beige, BRAND_PALETTE.white] },
    { name: 'Text', hex: [BRAND_PALETTE.charcoal] },
  ],
  fonts: [
    { name: 'Headings', family: BRAND_FONTS.heading.family, weights: [BRAND_FONTS.heading.weight] },
    { name: 'Body', family: BRAND_FONTS.body.family, weights: [BRAND_FONTS.body.weight] },
    { name: 'UI labels', family: BRAND_FONTS.ui.family, weights: [BRAND_FONTS.ui.weight] },
  ],
  messaging: {
    tagline: "Sound theological training for Africa's pastors and church leaders, wherever they serve.",
    mission:
      "Our mission is to equip those who shepherd Africa's churches to handle God's Word faithfully and apply it wisely in their own context, through study that is rooted in Scripture, within reach and affordable.",
    values: [
      'Faithfulness to Scripture',
      'Contextual truth for African churches',
      'Learning within reach and affordable',
      'Servant leadership',
      'Excellence in teaching',
    ],
  },
};
