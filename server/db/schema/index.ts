export * from './accounts.ts';
export * from './learning.ts';
export * from './content.ts';
export * from './admissions.ts';
export * from './curriculum.ts';
export * from './design.ts';
export * from './meta.ts';
export * from './jobs.ts';
