import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { APPLICATION_DRAFT_KEY as DRAFT_KEY } from '../application-draft-key.ts';

/**
 * The application wizard's progress kept on this device: a reload, a lost
 * connection or "Back to information" loses nothing of a form that takes 30 to 45 minutes.
 * Beside it is kept the Idempotency-Key of a submission whose answer never came back, so sending
 * the same application again cannot create a second one. Submitting successfully deletes both.
 */
const SUBMISSION_KEY = 'kti:application-submission';

export interface SavedDraft {
  step: number;
  values: FieldValues[];
}

/** The last submission sent with no answer back: its key, for the same body only. */
interface PendingSubmission {
  key: string;
  body: string;
}

function read<T>(name: string): T | undefined {
  try {
    const raw = localStorage.getItem(name);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

function write(name: string, value: unknown) {
  try {
    localStorage.setItem(name, JSON.stringify(value));
  } catch {
    // Private browsing or a full disk: the wizard still works, only without the saved copy.
  }
}

function remove(name: string) {
  try {
    localStorage.removeItem(name);
  } catch {
    // Nothing to delete.
  }
}

/** Puts a draft on this device (one resumed from the server's link): the wizard opens on it. */
export function keepApplicationDraft(draft: SavedDraft) {
  write(DRAFT_KEY, draft);
}

/** Restores the forms and step once, then saves every change. */
export function useApplicationDraft(forms: UseFormReturn<FieldValues>[], step: number, setStep: (step: number) => void) {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const saved = read<SavedDraft>(DRAFT_KEY);
    if (!saved) return;
    forms.forEach((form, i) => saved.values[i] && form.reset({ ...form.getValues(), ...saved.values[i] }));
    setStep(Math.min(Math.max(0, saved.step), forms.length - 1));
  }, [forms, setStep]);

  useEffect(() => {
    if (!restored.current) return;
    const save = () => write(DRAFT_KEY, { step, values: forms.map((form) => form.getValues()) } satisfies SavedDraft);
    save();
    const subscriptions = forms.map((form) => form.watch(save));
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [forms, step]);
}

/** The Idempotency-Key for sending `body`: the one already used for this same body, else a new one, kept on the device. */
export function submissionKey(body: string): string {
  const pending = read<PendingSubmission>(SUBMISSION_KEY);
  if (pending?.body === body) return pending.key;
  const key = crypto.randomUUID();
  write(SUBMISSION_KEY, { key, body } satisfies PendingSubmission);
  return key;
}

/** The server answered (accepted or refused): the next attempt is a new request. */
export function forgetSubmissionKey() {
  remove(SUBMISSION_KEY);
}

export function deleteApplicationDraft() {
  remove(DRAFT_KEY);
  remove(SUBMISSION_KEY);
}
