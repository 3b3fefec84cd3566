import { cn } from "./cn";

/**
 * Lucide's `LoaderCircle`, drawn here: the start-up screen's only icon, so that the start-up
 * script carries no icon library (the screens' icons share one chunk, vite.config.ts).
 */
export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("lucide lucide-loader-circle size-5 animate-spin", className)}
    >
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </svg>
  );
}
