import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PutAiMedia } from "../../../contract/ai-media-settings";
import type {
  AiModelList,
  AiSettingsView,
  AiTestResult,
  AiWriter,
  DetectedServers,
  PutAiSettings,
} from "../../../contract/ai-settings";
import { apiRequest, throwIfResNotOk } from "../../api/request";

export const AI_SETTINGS_KEY = ["/api/settings/ai"] as const;

/** GET /api/settings/ai: the creator's connection, without its key. */
export function useAiSettings() {
  return useQuery<AiSettingsView>({
    queryKey: AI_SETTINGS_KEY,
    queryFn: async () => {
      const res = await fetch(AI_SETTINGS_KEY[0], { credentials: "include" });
      await throwIfResNotOk(res);
      return (await res.json()) as AiSettingsView;
    },
  });
}

export function useSaveAiSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PutAiSettings) =>
      (await (await apiRequest("PUT", AI_SETTINGS_KEY[0], body)).json()) as AiSettingsView,
    onSuccess: (view) => client.setQueryData(AI_SETTINGS_KEY, view),
  });
}

/** PUT /api/settings/ai/media: the voice or pictures section (the other stays as it is). */
export function useSaveAiMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PutAiMedia) =>
      (await (await apiRequest("PUT", "/api/settings/ai/media", body)).json()) as AiSettingsView,
    onSuccess: (view) => client.setQueryData(AI_SETTINGS_KEY, view),
  });
}

export function useForgetAiSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest("DELETE", AI_SETTINGS_KEY[0])).json()) as AiSettingsView,
    onSuccess: (view) => client.setQueryData(AI_SETTINGS_KEY, view),
  });
}

export function useTestConnection() {
  return useMutation({
    mutationFn: async (body: PutAiSettings) =>
      (await (await apiRequest("POST", "/api/settings/ai/test", body)).json()) as AiTestResult,
  });
}

/** The provider's own models, asked for when the page asks (a key or address may still be typed). */
export function useModelList() {
  return useMutation({
    mutationFn: async ({
      provider,
      baseUrl,
      apiKey,
    }: {
      provider: AiWriter;
      baseUrl?: string;
      apiKey?: string;
    }) => {
      const query = new URLSearchParams({ provider, ...(baseUrl ? { baseUrl } : {}) });
      // A key typed but not saved travels in a header, never in the address.
      const res = await fetch(`/api/settings/ai/models?${query}`, {
        credentials: "include",
        headers: apiKey ? { "x-ai-api-key": apiKey } : {},
      });
      await throwIfResNotOk(res);
      return (await res.json()) as AiModelList;
    },
  });
}

export function useDetectServers() {
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest("POST", "/api/settings/ai/detect")).json()) as DetectedServers,
  });
}
