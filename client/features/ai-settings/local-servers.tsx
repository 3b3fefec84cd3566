import { Radar } from "lucide-react";
import type { DetectedServers } from "../../../contract/ai-settings";
import { errorMessage } from "../../api/request";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { Spinner } from "../../ui/spinner";
import { useDetectServers } from "./use-ai-settings";

/** "Find local model servers": the usual ports of this machine, and what answers on them. */
export function LocalServers({
  allowed,
  onUse,
}: {
  allowed: boolean;
  onUse: (server: DetectedServers["servers"][number], model: string) => void;
}) {
  const detect = useDetectServers();
  if (!allowed)
    return (
      <p className="text-ink-600 text-sm dark:text-ink-300">
        This instance only connects to public addresses. Self-hosting with Ollama, LM Studio or llama.cpp on
        the same machine? Set{" "}
        <code className="rounded bg-ink-100 px-1 dark:bg-ink-800">AI_ALLOW_PRIVATE_URLS=true</code> (see the
        README's self-hosting section) to connect to local model servers and find them here.
      </p>
    );
  return (
    <div className="grid gap-3">
      <Button
        type="button"
        variant="secondary"
        className="justify-self-start"
        onClick={() => detect.mutate()}
        disabled={detect.isPending}
      >
        {detect.isPending ? <Spinner className="size-4" /> : <Radar aria-hidden />}
        {detect.isPending ? "Looking…" : "Find local model servers"}
      </Button>
      {detect.isError && <FormAlert>{errorMessage(detect.error)}</FormAlert>}
      {detect.isSuccess &&
        (detect.data.servers.length === 0 ? (
          <p role="status" className="text-ink-600 text-sm dark:text-ink-300">
            No local model server answered on the usual ports (Ollama 11434, LM Studio 1234, llama.cpp 8080,
            KoboldCpp 5001, vLLM 8000).
          </p>
        ) : (
          <ul aria-label="Local model servers" className="grid gap-2">
            {detect.data.servers.map((server) => (
              <li
                key={server.baseUrl}
                className="rounded-xl border border-ink-200 p-3 text-sm dark:border-ink-700"
              >
                <p className="font-semibold text-ink-900 dark:text-ink-50">
                  {server.name}{" "}
                  <span className="font-mono font-normal text-ink-500 text-xs">{server.baseUrl}</span>
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {server.models.length === 0 ? (
                    <span className="text-ink-500 text-xs">No models loaded</span>
                  ) : (
                    server.models.slice(0, 12).map((model) => (
                      <Button
                        key={model}
                        type="button"
                        size="sm"
                        variant="secondary"
                        onClick={() => onUse(server, model)}
                      >
                        Use {model}
                      </Button>
                    ))
                  )}
                </div>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
