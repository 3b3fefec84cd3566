import { LogIn, Save } from "lucide-react";
import { Button } from "../../ui/button";
import { Dialog, DialogActions, DialogClose } from "../../ui/dialog";

/** Where a visitor continues after signing in: the signed-in create screen, which restores the draft. */
export const VISITOR_RETURN_TO = "/create";

/** A visitor's submit on /create-test: sign in first; the draft is already kept in this browser. */
export function SignInPrompt({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign in to save your adventure"
      description="Everything you typed is kept in this browser. Sign in or create a free account and you'll come straight back to your draft, ready to create."
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ember-500/15 text-ember-700 dark:text-ember-400">
          <Save aria-hidden className="size-5" />
        </span>
      }
    >
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary">Keep editing</Button>
        </DialogClose>
        <Button asChild>
          <a href={`/api/login?returnTo=${encodeURIComponent(VISITOR_RETURN_TO)}`}>
            <LogIn aria-hidden />
            Sign in to continue
          </a>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
