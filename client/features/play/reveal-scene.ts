/** The play header's height at most (issue 33 item 7): a scene whose top is above it has its title hidden. */
const PLAY_HEADER_MAX_PX = 56;
/** How long the page follows the scene at most, and lands it after. */
const FOLLOW_MS = 1200;
/** What the reader does to read elsewhere (a drag of the scrollbar is a pointer): it stops the following. */
const READER_INPUTS = ["wheel", "touchmove", "keydown", "pointerdown"] as const;

/**
 * Scrolls a new scene's top into view, smoothly unless the reader asked for less motion, and
 * follows it there. The run above changes height while the scroll is under way: the scene just
 * left enters the windowed transcript at a guessed height and is measured a frame later, pages
 * of earlier scenes load, and the new scene's own commit may land after the scroll began. A
 * smooth scroll aims once, at where the scene was: it stopped short, with the scene low on the
 * screen, or ran ~700 px past it, the title below the screen, and the page then jumped back (a
 * lurch on one phone turn in three). So each frame the scene's place in the page is read again,
 * and when it moved the scroll is aimed anew (a retargeted smooth scroll carries on from where
 * it is). When the scroll ends, or at the latest after 1.2 s, a scene still out of place is
 * landed at once. The reader's own wheel, touch, key or pointer stops all that: they are reading
 * elsewhere (say, on down at the choices). Returns the stop, for an unmount.
 */
export function revealScene(article: HTMLElement): () => void {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  const behavior: ScrollBehavior = reduce ? "auto" : "smooth";
  const placeInPage = () => article.getBoundingClientRect().top + window.scrollY;

  let aimedAt = placeInPage();
  article.scrollIntoView({ behavior, block: "start" });

  let frame = 0;
  const follow = () => {
    const now = placeInPage();
    if (Math.abs(now - aimedAt) > 1) {
      aimedAt = now;
      article.scrollIntoView({ behavior, block: "start" });
    }
    frame = requestAnimationFrame(follow);
  };
  frame = requestAnimationFrame(follow);

  const stop = () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    window.removeEventListener("scrollend", land);
    for (const type of READER_INPUTS) window.removeEventListener(type, stop);
  };
  // Done once the scene is in place: a later scroll (the reader's, or a choice focused and
  // brought into view) is not undone.
  const land = () => {
    const top = article.getBoundingClientRect().top;
    if (top > window.innerHeight / 2 || top < PLAY_HEADER_MAX_PX) article.scrollIntoView({ block: "start" });
    else stop();
  };
  const timer = window.setTimeout(() => {
    stop();
    land();
  }, FOLLOW_MS);
  window.addEventListener("scrollend", land);
  for (const type of READER_INPUTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}
