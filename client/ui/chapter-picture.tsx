import { useState } from "react";
import { IMAGE_SIZE } from "../../contract/media-constants";
import { CHAPTER_PICTURE } from "../../contract/play-look";
import { cn } from "./cn";
import { Skeleton } from "./skeleton";

/**
 * A complete-story chapter's picture (issue 30 item 7): loaded lazily, in a box of the picture's
 * own shape (3:2) so that nothing moves when it arrives. `drawing`: not drawn yet, the box waits
 * with a placeholder. A picture that fails to load leaves the box out (the chapter reads without).
 */
export function ChapterPicture({
  src,
  alt,
  drawing = false,
  className,
}: {
  src: string | null;
  alt: string;
  drawing?: boolean;
  className?: string;
}) {
  // The address that failed: another picture (the next chapter's) is tried afresh.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if ((src && src === failedSrc) || (!src && !drawing)) return null;
  return (
    <figure className={cn(CHAPTER_PICTURE, className)} data-testid="chapter-picture">
      {src ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          width={IMAGE_SIZE.width}
          height={IMAGE_SIZE.height}
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <Skeleton className="size-full rounded-none" />
      )}
    </figure>
  );
}
