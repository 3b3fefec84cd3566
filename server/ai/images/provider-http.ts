import sharp from "sharp";
import { IMAGE_SIZE } from "../../../contract/media";
import { AiConfigurationError, AiModelError } from "../ai-errors";

const FAILED = "Could not generate the scene image";

/**
 * One call to an image provider: JSON or bytes back, its failures turned into the AI layer's
 * errors (a refused key is a configuration error, 503; busy is 429; anything else 502; too
 * slow 504).
 */
export async function providerFetch(
  url: string,
  init: RequestInit & { timeoutMs: number; fetch?: typeof fetch },
): Promise<Response> {
  let res: Response;
  // A creator's connection brings the fetch that refuses private addresses (public-address.ts).
  const { fetch: fetcher = fetch, ...rest } = init;
  try {
    res = await fetcher(url, { ...rest, signal: AbortSignal.timeout(init.timeoutMs) });
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError")
      throw new AiModelError("The image service took too long to answer", 504, { cause: error });
    throw new AiModelError(FAILED, 502, { cause: error });
  }
  if (res.ok) return res;
  const detail = (await res.text().catch(() => "")).slice(0, 300);
  if (res.status === 401 || res.status === 403)
    throw new AiConfigurationError(`image provider refused the key: ${detail}`);
  if (res.status === 429) throw new AiModelError("The image service is busy. Please try again shortly.", 429);
  throw new AiModelError(FAILED, 502, { cause: new Error(`${res.status} ${detail}`) });
}

export async function providerJson<T>(
  url: string,
  init: RequestInit & { timeoutMs: number; fetch?: typeof fetch },
): Promise<T> {
  const res = await providerFetch(url, init);
  try {
    return (await res.json()) as T;
  } catch (error) {
    throw new AiModelError(FAILED, 502, { cause: error });
  }
}

/** Whatever a provider drew (its size, its format), as a PNG at IMAGE_SIZE, cropped to fill. */
export async function normalisePng(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes)
      .resize(IMAGE_SIZE.width, IMAGE_SIZE.height, { fit: "cover" })
      .removeAlpha()
      .png()
      .toBuffer();
  } catch (error) {
    throw new AiModelError(FAILED, 502, { cause: error });
  }
}

export function fromBase64(data: unknown): Buffer {
  if (typeof data !== "string" || !data)
    throw new AiModelError(FAILED, 502, { cause: new Error("no image in the answer") });
  return Buffer.from(data.replace(/^data:image\/\w+;base64,/, ""), "base64");
}
