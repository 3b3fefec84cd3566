import { CircleCheck, TriangleAlert } from "lucide-react";
import type { AiTestResult } from "../../../contract/ai-settings";

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

/** What Test connection found: the reply and its speed, or the provider's failure in plain words. */
export function TestResult({ result }: { result: AiTestResult }) {
  if (!result.ok)
    return (
      <div
        role="alert"
        className="flex gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 text-sm dark:border-red-900 dark:bg-red-950 dark:text-red-100"
      >
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>{result.message}</p>
      </div>
    );
  return (
    <div
      role="status"
      data-testid="test-result"
      className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 text-sm dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CircleCheck aria-hidden className="size-4 shrink-0" />
        Connected: {result.writer}
      </p>
      {result.totalMs > 0 && (
        <dl className="mt-2 grid grid-cols-3 gap-2 text-xs">
          <div>
            <dt className="text-emerald-800 dark:text-emerald-200">First token</dt>
            <dd className="font-semibold">{seconds(result.firstTokenMs)}</dd>
          </div>
          <div>
            <dt className="text-emerald-800 dark:text-emerald-200">Speed</dt>
            <dd className="font-semibold">{result.tokensPerSecond} tokens/s</dd>
          </div>
          <div>
            <dt className="text-emerald-800 dark:text-emerald-200">Whole reply</dt>
            <dd className="font-semibold">{seconds(result.totalMs)}</dd>
          </div>
        </dl>
      )}
      <blockquote className="mt-3 border-emerald-400 border-l-2 pl-3 italic">{result.reply}</blockquote>
    </div>
  );
}
