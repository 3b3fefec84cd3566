import { LogIn } from "lucide-react";
import { Button } from "../../ui/button";
import { StudioPage } from "../creation-common/studio-page";
import { CreateForm } from "./create-form";
import { VISITOR_RETURN_TO } from "./sign-in-prompt";

/** `/create-test`: the create form for visitors (GAPS.md). Sign-in comes when they submit. */
export default function CreateTestPage() {
  return (
    <StudioPage
      title="Create New Adventure"
      subtitle="Try the creator: no account needed until you save."
      backLabel="Back"
      headerExtra={
        <Button asChild variant="secondary" size="sm">
          <a href={`/api/login?returnTo=${encodeURIComponent(VISITOR_RETURN_TO)}`}>
            <LogIn aria-hidden />
            Sign In
          </a>
        </Button>
      }
    >
      <CreateForm mode="visitor" />
    </StudioPage>
  );
}
