import { Spinner } from "./spinner";

export function FullPageLoader({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex min-h-dvh items-center justify-center gap-3 text-ink-600 dark:text-ink-200"
    >
      <Spinner className="text-ember-500" />
      <span>{label}</span>
    </div>
  );
}
