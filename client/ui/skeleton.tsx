import type { HTMLAttributes } from "react";
import { cn } from "./cn";

/** A placeholder block that pulses while content loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden
      className={cn(
        "animate-pulse rounded-md bg-ink-200/70 motion-reduce:animate-none dark:bg-ink-800",
        className,
      )}
      {...props}
    />
  );
}
