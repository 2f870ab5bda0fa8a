import { lazy, Suspense, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenIdle } from '#app/lib/when-idle.tsx';
import type { Course } from '#shared/constants/courses.ts';
import { isDifficultyLevel, type DifficultyLevel } from '#shared/constants/difficulty-levels.ts';
import { useCohortAnalytics } from '#app/features/analytics/api/get-cohort-analytics.ts';
import { usePerformanceGaps } from '#app/features/analytics/api/get-performance-gaps.ts';
import { useAdjustDifficulty } from '#app/features/students/api/adjust-difficulty.ts';
import { withChosen, type StudentDirectory, type StudentListItem } from '#app/features/students/api/get-students.ts';
import { LazySendQuestionDialog } from '#app/features/discussions/components/lazy-send-question-dialog.tsx';
import { parseKeywords } from '#app/features/questions/lib/suggestions.ts';
import { CohortAnalysis } from '#app/features/analytics/components/cohort-analysis.tsx';
import { DifficultyControls } from '#app/features/questions/components/difficulty-controls.tsx';
import { EducatorHeader } from './educator-header.tsx';
import { QuestionGenerator } from '#app/features/questions/components/question-generator.tsx';
import { StudentPerformanceTable } from '#app/features/students/components/student-performance-table.tsx';

// The Socratic dialogue's staff side has its own chunk: the rest of the dashboard paints first.
const DialoguePanel = lazy(() => import('#app/features/discussions/components/dialogue-panel.tsx').then((module) => ({ default: module.DialoguePanel })));
const GradingPanel = lazy(() => import('#app/features/grading/components/grading-panel.tsx').then((module) => ({ default: module.GradingPanel })));

/**
 * The difficulty controls (the questions feature's) with the level change they apply (the
 * students feature's): a component of its own, so that the change's progress renders only them.
 */
function DifficultyControlsWithLevelChange(props: Omit<ComponentProps<typeof DifficultyControls>, 'adjust'>) {
  return <DifficultyControls {...props} adjust={useAdjustDifficulty()} />;
}

/** Spec point 2: the level radio group starts on level 2. */
const DEFAULT_SELECTED_LEVEL: DifficultyLevel = 2;

/**
 * The educator's CLSA dashboard (spec point 2, "Educator dashboard (CLSA)"): cohort figures,
 * difficulty controls, cohort analysis, the student performance table and the SDA question
 * generator, all for one course. Must be rendered inside the app's QueryClientProvider.
 */
/**
 * `chosen` is the one student the staff screens have chosen, shared with the header's picker
 * (the two pickers used to show different students).
 */
export function EducatorDashboard({
  course,
  directory,
  chosen,
  onStudentChange,
  onViewStudent,
}: {
  course: Course;
  /** The course's students matching the header's search, a page at a time (shared with the header's picker). */
  directory: StudentDirectory;
  /** The chosen student, whether or not the pages loaded so far hold them. */
  chosen: StudentListItem | undefined;
  onStudentChange: (studentId: string) => void;
  onViewStudent: (studentId: string) => void;
}) {
  const { t } = useTranslation();
  const analytics = useCohortAnalytics(course);
  const gaps = usePerformanceGaps(course);

  const [selectedLevel, setSelectedLevel] = useState<DifficultyLevel>(DEFAULT_SELECTED_LEVEL);
  // null means "still the prefilled sample", which follows the reader's language until edited.
  const [editedContentSource, setEditedContentSource] = useState<string | null>(null);
  const [editedKeywords, setEditedKeywords] = useState<string | null>(null);
  const controlsRef = useRef<HTMLElement>(null);
  const studentSelectRef = useRef<HTMLSelectElement>(null);

  // A student from another course (after the course changes) is no longer a valid choice.
  const selectedStudent = chosen?.course === course ? chosen : undefined;
  const studentList = withChosen(directory.students, selectedStudent);
  // A student chosen in the header's picker starts the radios on their level too.
  const [levelFor, setLevelFor] = useState<string | undefined>(undefined);
  if (selectedStudent && selectedStudent.id !== levelFor) {
    setLevelFor(selectedStudent.id);
    if (isDifficultyLevel(selectedStudent.currentDifficultyLevel)) setSelectedLevel(selectedStudent.currentDifficultyLevel);
  }
  const contentSource = editedContentSource ?? t('dashboard.educator.generator.sample_excerpt');
  const keywordsText = editedKeywords ?? t('dashboard.educator.generator.sample_keywords');

  function handleSelectStudent(id: string) {
    onStudentChange(id);
    const student = studentList.find((entry) => entry.id === id);
    // Start the radios on the student's current level, so Apply only changes what the educator changes.
    if (student && isDifficultyLevel(student.currentDifficultyLevel)) {
      setLevelFor(student.id);
      setSelectedLevel(student.currentDifficultyLevel);
    }
  }

  function handleAdjust(student: StudentListItem) {
    handleSelectStudent(student.id);
    focusControls();
  }

  /** A level change the evidence suggests: the controls open on it; Apply stays the educator's. */
  function handleReviewLevel(studentId: string, level: number) {
    handleSelectStudent(studentId);
    if (isDifficultyLevel(level)) setSelectedLevel(level);
    focusControls();
  }

  function focusControls() {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    controlsRef.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    studentSelectRef.current?.focus({ preventScroll: true });
  }

  if (analytics.isPending || directory.isPending) {
    return (
      <p role="status" className="py-10 text-center text-muted">
        {t('dashboard.educator.loading')}
      </p>
    );
  }

  const panelsLoading = (
    <p role="status" className="py-4 text-center text-muted">
      {t('dashboard.educator.loading')}
    </p>
  );
  return (
    <div className="grid gap-6">
      <EducatorHeader course={course} analytics={analytics.data} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <DifficultyControlsWithLevelChange
          ref={controlsRef}
          studentSelectRef={studentSelectRef}
          course={course}
          students={studentList}
          studentsFailed={directory.isError}
          selectedStudent={selectedStudent}
          onSelectStudent={handleSelectStudent}
          level={selectedLevel}
          onLevelChange={setSelectedLevel}
          contentSource={contentSource}
          keywords={parseKeywords(keywordsText)}
          SendDialog={LazySendQuestionDialog}
        />
        <CohortAnalysis
          analytics={analytics.data}
          analyticsFailed={analytics.isError}
          gaps={gaps.data}
          gapsPending={gaps.isPending}
          gapsFailed={gaps.isError}
        />
      </div>
      <StudentPerformanceTable students={directory.students} failed={directory.isError} onAdjust={handleAdjust} onView={onViewStudent} more={directory} />
      <QuestionGenerator
        course={course}
        contentSource={contentSource}
        onContentSourceChange={setEditedContentSource}
        keywordsText={keywordsText}
        onKeywordsTextChange={setEditedKeywords}
        students={studentList}
        SendDialog={LazySendQuestionDialog}
      />
      {/* Below the figures and the roster: their code (zod included), data and rendering wait until the top of the screen is shown. */}
      <WhenIdle fallback={panelsLoading}>
        <Suspense fallback={panelsLoading}>
          <DialoguePanel course={course} onReviewLevel={handleReviewLevel} onViewStudent={onViewStudent} />
          <GradingPanel course={course} />
        </Suspense>
      </WhenIdle>
    </div>
  );
}
