import { Sparkles } from "lucide-react";
import { SignInCard } from "../backup/sign-in-card";
import { StudioPage } from "../creation-common/studio-page";

/** `/settings/ai` signed out: an invitation to sign in and come back. */
export default function AiSettingsSignedOut() {
  return (
    <StudioPage title="AI Settings" subtitle="Choose who writes your games." backLabel="Home">
      <SignInCard
        id="ai-settings-sign-in-title"
        icon={Sparkles}
        title="Sign in to connect a model"
        tone="invite"
        returnTo="/settings/ai"
      >
        Connect your own OpenAI, Anthropic or Google key, or a local model server, to write your games with
        it.
      </SignInCard>
    </StudioPage>
  );
}
