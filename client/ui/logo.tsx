import { cn } from "./cn";

/** The Taleforge mark: a forge's anvil-peak with an ember at its heart. */
export function Logo({ className, tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <svg viewBox="0 0 64 64" aria-hidden className="size-9 shrink-0">
        <rect width="64" height="64" rx="14" fill="#1b1631" />
        <path
          d="M18 46 L32 14 L46 46 Z"
          fill="none"
          stroke="#f5a524"
          strokeWidth="5"
          strokeLinejoin="round"
        />
        <circle cx="32" cy="36" r="5" fill="#f5a524" />
      </svg>
      <span
        className={cn(
          "font-display font-semibold text-xl tracking-tight",
          tone === "light" ? "text-white" : "text-ink-950 dark:text-white",
        )}
      >
        Taleforge
      </span>
    </span>
  );
}
