import { cn } from "./cn";

type ProgressBarProps = {
  /** The accessible name, e.g. "Health". */
  label: string;
  value: number;
  max?: number;
  /** What a screen reader hears instead of a bare percentage, e.g. "80 of 100". */
  valueText?: string;
  /** Tailwind classes for the filled part. */
  tone?: string;
  className?: string;
};

/** A thin horizontal meter; the value is clamped to 0..max. */
export function ProgressBar({
  label,
  value,
  max = 100,
  valueText,
  tone = "bg-ember-500",
  className,
}: ProgressBarProps) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const percent = (clamped / safeMax) * 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-ink-100 dark:bg-ink-800", className)}
    >
      <div
        className={cn("h-full rounded-full transition-[width] duration-500 ease-out", tone)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
