import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../ui/button";
import { COPIED, copyText } from "./clipboard";

/** Spec 000 §9: the copied indicator resets after 2 seconds. */
export const COPIED_RESET_MS = 2000;

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="secondary"
      size="icon"
      className="size-9 shrink-0"
      aria-label={label}
      title={label}
      onClick={async () => setCopied(await copyText(text, COPIED))}
    >
      {copied ? <Check aria-hidden className="text-emerald-600" /> : <Copy aria-hidden />}
    </Button>
  );
}
