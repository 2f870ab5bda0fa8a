interface ProgressBarProps {
  /** A fraction from 0 to 1. */
  value: number;
  label: string;
  /** The value as text for screen readers (the formatted percent); the percent number when absent. */
  valueText?: string;
}

/** A thin progress bar; the percent is also shown as text beside it, so colour is never the only cue. */
export function ProgressBar({ value, label, valueText }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className="h-2.5 w-full overflow-hidden rounded-full bg-lavender/60"
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
