import * as Toast from "@radix-ui/react-toast";
import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { dismissToast, TOAST_DURATION_MS, useToasts } from "./toast-store";

const tone = {
  default: "border-ink-200 bg-white text-ink-950 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-50",
  success:
    "border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50",
  destructive: "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50",
};
const icons = { default: Info, success: CircleCheck, destructive: CircleAlert };

/**
 * The one notification region; F8 (Radix's default hotkey) moves focus into it. `focusOnMount`
 * does the same once, for an F8 pressed before the region was there (ui/lazy-toaster.tsx).
 */
export function Toaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const toasts = useToasts();
  const viewportRef = useRef<HTMLOListElement>(null);
  // Only when it first mounts: later F8s are the hotkey's own.
  const focusFirst = useRef(focusOnMount);
  useEffect(() => {
    if (focusFirst.current) viewportRef.current?.focus();
  }, []);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label="Notifications">
      {toasts.map((t) => {
        const variant = t.variant ?? "default";
        const Icon = icons[variant];
        return (
          <Toast.Root
            key={t.id}
            open={t.open}
            duration={t.duration}
            onOpenChange={(open) => !open && dismissToast(t.id)}
            type={variant === "destructive" ? "foreground" : "background"}
            className={`group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg shadow-ink-950/10 transition-all data-[state=closed]:opacity-0 data-[state=open]:animate-in ${tone[variant]}`}
          >
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div className="grid gap-1">
              <Toast.Title className="font-semibold text-sm">{t.title}</Toast.Title>
              {t.description && (
                <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
              )}
              {t.action && (
                <Toast.Action
                  altText={t.action.altText ?? t.action.label}
                  onClick={t.action.onClick}
                  className="mt-1 inline-flex h-8 w-fit cursor-pointer items-center gap-1.5 rounded-lg border border-current/25 bg-white/60 px-3 font-semibold text-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-ember-500 dark:bg-ink-950/40 dark:hover:bg-ink-950/70"
                >
                  {t.action.icon && <t.action.icon aria-hidden className="size-4" />}
                  {t.action.label}
                </Toast.Action>
              )}
            </div>
            <Toast.Close
              aria-label="Close notification"
              className="absolute top-3 right-3 rounded-md p-1 opacity-60 hover:opacity-100"
            >
              <X aria-hidden className="size-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport
        ref={viewportRef}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
