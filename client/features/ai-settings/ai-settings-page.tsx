import { Image, Sparkles, Volume2 } from "lucide-react";
import { writerLabel } from "../../../contract/ai-settings";
import { errorMessage } from "../../api/request";
import { FormAlert } from "../../ui/form-alert";
import { Skeleton } from "../../ui/skeleton";
import { FormCard, StudioPage } from "../creation-common/studio-page";
import { ConnectionForm } from "./connection-form";
import { MediaForm, mediaSummary } from "./media-form";
import { useAiSettings } from "./use-ai-settings";

/** `/settings/ai` (issue 32): the writer of this creator's games, their own key or local model. */
export default function AiSettingsPage() {
  const settings = useAiSettings();
  return (
    <StudioPage
      title="AI Settings"
      subtitle="Choose who writes your games: the built-in storyteller or a model of your own."
    >
      <FormCard
        title="Writer"
        description={
          settings.data
            ? settings.data.needsKey
              ? `Your saved key can no longer be read on this server: enter it again. Until then your games use this site's writer: ${writerLabel(settings.data.siteWriter)}.`
              : settings.data.updatedAt
                ? `Your games write with: ${writerLabel(settings.data)}.`
                : `Your games write with this site's writer: ${writerLabel(settings.data.siteWriter)}.`
            : "Loading your connection…"
        }
        icon={<Sparkles aria-hidden />}
      >
        {settings.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : settings.isError ? (
          <FormAlert>
            {errorMessage(settings.error, "Your AI settings could not be loaded. Please try again.")}
          </FormAlert>
        ) : (
          <ConnectionForm key={settings.data.updatedAt ?? "new"} settings={settings.data} />
        )}
      </FormCard>
      {settings.data?.media && (
        <div className="mt-6 grid gap-6">
          <FormCard
            title="Voice"
            description={mediaSummary("voice", settings.data.media)}
            icon={<Volume2 aria-hidden />}
          >
            <MediaForm key="voice" kind="voice" settings={settings.data.media} />
          </FormCard>
          <FormCard
            title="Pictures"
            description={mediaSummary("pictures", settings.data.media)}
            icon={<Image aria-hidden />}
          >
            <MediaForm key="pictures" kind="pictures" settings={settings.data.media} />
          </FormCard>
        </div>
      )}
      <p className="mt-6 text-ink-500 text-xs dark:text-ink-400">
        Everything your games write — the creation helpers, outlines, chapters, complete stories and the play
        of your published games by anyone — uses this connection, and its tokens are charged to your key. Your
        voice and pictures read and draw your games for every player, on your keys.
      </p>
    </StudioPage>
  );
}
