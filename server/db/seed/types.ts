import type { Course } from '#shared/constants/courses.ts';

/** The shape of the demo curriculum that the seed writes. Dates are offsets in days from the seed time. */
export interface DemoUnit {
  name: string;
  description: string;
  /** Estimated duration in hours. */
  estimatedDuration: number;
  learningOutcomes: string[];
}

export interface DemoObjective {
  title: string;
  description: string;
  /** A short category such as 'doctrine', 'exegesis', 'history', 'practice', 'language'. */
  category: string;
}

export interface DemoAssignment {
  /** Index into the course's units (0-based). */
  unitIndex: number;
  title: string;
  description: string;
  /** 'essay' | 'reflection' | 'exegesis' | 'sermon' | 'quiz' | 'project' | 'case_study' */
  type: string;
  /** Due date as days from now (may be negative for past-due). */
  dueInDays: number;
  maxPoints: number;
  instructions: string;
  rubric: { criterion: string; points: number }[];
}

export interface DemoMaterial {
  unitIndex: number;
  /** 'textbook' | 'video' | 'reading' (spec point 3, course material). */
  type: 'textbook' | 'video' | 'reading';
  title: string;
  author: string;
  description: string;
  isRequired: boolean;
  /** Minutes for a video, pages for a textbook or reading. */
  length: number;
}

export interface DemoEvent {
  title: string;
  description: string;
  /** Spec point 2: class, assignment_due or event. */
  type: 'class' | 'assignment_due' | 'event';
  startInDays: number;
  /** Hour of day in East Africa Time (UTC+3), 0-23. */
  startHourEat: number;
  durationMinutes: number;
  location: string;
}

export interface DemoMeeting {
  title: string;
  description: string;
  startInDays: number;
  startHourEat: number;
  duration: number;
  maxParticipants: number;
  /** 'scheduled' | 'completed' | 'cancelled' */
  status: 'scheduled' | 'completed' | 'cancelled';
  agenda: string[];
}

export interface DemoCourse {
  course: Course;
  /** The course's certification (one per course). */
  certification: { name: string; description: string; duration: string; requirements: string[] };
  units: DemoUnit[];
  objectives: DemoObjective[];
  assignments: DemoAssignment[];
  materials: DemoMaterial[];
  events: DemoEvent[];
  meetings: DemoMeeting[];
}
