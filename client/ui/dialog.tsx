import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { cn } from "./cn";
import "./dialog.css";

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read out with the title; also shown under it. */
  description?: ReactNode;
  /** A small picture beside the title. */
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Hide the corner close button (for dialogs that must be answered with their own button). */
  hideClose?: boolean;
};

/** A modal dialog: focus is trapped inside, Escape and the close button dismiss it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  icon,
  children,
  className,
  hideClose,
}: DialogProps) {
  // Radix gives focus back to its own Trigger, and these dialogs are opened without one (their
  // state lives in the page), so focus fell to <body>. The element focused at opening, the
  // button that opened the dialog, gets it back instead, if it is still on the page.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/60 backdrop-blur-sm tf-overlay" />
        <RadixDialog.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-ink-200 bg-white p-6 shadow-2xl shadow-ink-950/30 outline-none tf-dialog dark:border-ink-700 dark:bg-ink-900",
            className,
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="flex items-start gap-3 pr-8">
            {icon}
            <div className="grid gap-1.5">
              <RadixDialog.Title className="font-display font-semibold text-ink-950 text-xl tracking-tight dark:text-white">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-ink-600 text-sm leading-relaxed dark:text-ink-300">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
          </div>
          {children ? <div className="mt-5">{children}</div> : null}
          {hideClose ? null : (
            <RadixDialog.Close
              aria-label="Close"
              className="absolute top-4 right-4 cursor-pointer rounded-md p-1.5 text-ink-500 hover:bg-ink-100 hover:text-ink-900 dark:text-ink-300 dark:hover:bg-ink-800 dark:hover:text-white"
            >
              <X aria-hidden className="size-4" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The row of buttons at the foot of a dialog: stacked on phones, right-aligned on wider screens. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

export const DialogClose = RadixDialog.Close;
