// @vitest-environment jsdom

import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BackupMessages, type BackupSummary } from "../../../contract/backups";
import { createQueryClient } from "../../api/query-client";
import { dismissToast } from "../../ui/toast-store";
import { Toaster } from "../../ui/toaster";
import { BackupList } from "./backup-list";

const backup: BackupSummary = {
  filename: "taleforge-backup-20261126-051231-k3x9qa.zip",
  size: 4_321,
  date: "2026-11-26T05:12:31.000Z",
  automatic: true,
  gameCount: 2,
};

let answer: () => Promise<Response>;
let requested: string[];
let saved: Array<{ href: string; download: string; blob: Blob | undefined }>;
let blobs: Map<string, Blob>;

beforeEach(() => {
  requested = [];
  saved = [];
  blobs = new Map();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      requested.push(url);
      return answer();
    }),
  );
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:backup-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download, blob: blobs.get(this.href) });
  });
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function show() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BackupList backups={[backup]} />
      <Toaster />
    </QueryClientProvider>,
  );
  return screen.getByRole("button", { name: `Download ${backup.filename}` });
}

const toastRegion = () =>
  within(document.querySelector('[role="region"][aria-label^="Notifications"]') as HTMLElement);

describe("a backup's Download", () => {
  it("fetches the zip and saves it under the backup's name", async () => {
    const zip = new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]);
    answer = async () => new Response(zip, { status: 200, headers: { "Content-Type": "application/zip" } });
    fireEvent.click(show());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requested).toEqual([`/api/backup/download/${backup.filename}`]);
    const [file] = saved;
    expect(file?.download).toBe(backup.filename);
    const blob = file?.blob;
    if (!blob) throw new Error("no file was saved");
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(zip);
  });

  it("signed out, saves nothing and shows the Access Error's text", async () => {
    answer = async () => new Response('{"message":"Unauthorized"}', { status: 401 });
    fireEvent.click(show());
    await waitFor(() => expect(toastRegion().getByText(BackupMessages.access)).toBeTruthy());
    expect(toastRegion().getByText(BackupMessages.accessTitle)).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it("for a backup that is gone, saves nothing and says it was not found", async () => {
    answer = async () => new Response('{"message":"Backup not found"}', { status: 404 });
    const button = show();
    fireEvent.click(button);
    await waitFor(() => expect(toastRegion().getByText(BackupMessages.notFoundTitle)).toBeTruthy());
    expect(toastRegion().getByText(/^Backup not found\. It may have been replaced/)).toBeTruthy();
    expect(saved).toEqual([]);
    // The button is ready again.
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });

  it("on any other failure, saves nothing and asks to try again", async () => {
    answer = async () => {
      throw new TypeError("Failed to fetch");
    };
    fireEvent.click(show());
    await waitFor(() => expect(toastRegion().getByText("Download Failed")).toBeTruthy());
    expect(saved).toEqual([]);
  });
});
