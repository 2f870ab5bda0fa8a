/**
 * Curriculum: each course's learning objectives, and how far each student has come in them. The
 * Socratic dialogue records what answers show (discussions), the question generator and the
 * papers' notes read the objectives (questions, papers), and the cohort analytics aggregate the
 * progress in SQL (analytics reads the tables directly, for its one refresh query).
 */
export { findStudentGaps, objectiveDescriptions, objectivesOf } from './repo.ts';
export { recordObjectiveEvidence } from './service.ts';
