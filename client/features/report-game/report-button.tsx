import { Flag } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button, type ButtonProps } from "../../ui/button";

// The dialog is fetched on first press: a visitor who never reports downloads none of it.
const ReportDialog = lazy(() => import("./report-dialog"));

/** The "Report this game" entry of a gallery card and the play page. */
export function ReportButton({
  slug,
  title,
  compact = false,
  ...button
}: { slug: string; title: string; compact?: boolean } & Omit<ButtonProps, "onClick">) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size={compact ? "icon" : "sm"}
        onClick={() => setOpen(true)}
        aria-label={compact ? `Report ${title}` : undefined}
        title={compact ? "Report this game" : undefined}
        {...button}
      >
        <Flag aria-hidden />
        {compact ? null : "Report this game"}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog open={open} onOpenChange={setOpen} slug={slug} title={title} />
        </Suspense>
      ) : null}
    </>
  );
}
