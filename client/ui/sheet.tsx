import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import "./dialog.css";

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** A panel that slides in from the right edge; a modal dialog underneath (focus stays inside). */
export function Sheet({ open, onOpenChange, title, description, children }: SheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="tf-overlay fixed inset-0 z-50 bg-ink-950/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className="tf-sheet fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col border-ink-200 border-l bg-white shadow-2xl shadow-ink-950/30 outline-none dark:border-ink-700 dark:bg-ink-900"
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start justify-between gap-4 border-ink-100 border-b px-6 py-5 dark:border-ink-800">
            <div className="grid gap-1">
              <RadixDialog.Title className="font-display font-semibold text-ink-950 text-xl tracking-tight dark:text-white">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-ink-600 text-sm dark:text-ink-300">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label="Close panel"
              className="-mr-1.5 cursor-pointer rounded-md p-1.5 text-ink-500 hover:bg-ink-100 hover:text-ink-900 dark:text-ink-300 dark:hover:bg-ink-800 dark:hover:text-white"
            >
              <X aria-hidden className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-6 py-5">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
