"use client";

import { useEffect, useState, type MouseEvent } from "react";
import { StaticPart, type StaticPartProps } from "@/components/ui/static-part";
import { markLive } from "@/lib/live";
import { STATIC_PART_ATTRIBUTE } from "@/lib/static-part.mjs";

/**
 * What a static part's HTML does once the page runs, for a part whose HTML has controls: `click` takes every
 * click inside the part (through React, which replays a click that comes before the part is hydrated), by the
 * element clicked; `start` sets the part up and returns what undoes it.
 */
export type PartBehaviour = {
  click(target: EventTarget | null, part: HTMLElement): void;
  start(part: HTMLElement): () => void;
};

/**
 * The behaviours a part can name, by a name a server component can pass. Each is a module of its own, loaded
 * when a part on the page names it (a module's import is made once, whoever asks).
 */
const behaviours = {
  cards: () => import("@/components/ui/collapsible-card").then((module) => module.collapsibleCards),
} satisfies Record<string, () => Promise<PartBehaviour>>;

/**
 * A static part (components/ui/static-part.tsx) whose HTML has controls: its `behaviour` serves them. The
 * behaviour is loaded and set up after hydration, from a task of its own, and the part is then marked `data-live`
 * (lib/live.ts). This module is apart from StaticPart's, which every page loads, so only a page with such a part
 * loads it.
 */
export function LivePart({ behaviour, ...props }: StaticPartProps & { behaviour: keyof typeof behaviours }) {
  const load = behaviours[behaviour];
  const { name } = props;
  // What went wrong loading or running the behaviour, thrown while rendering so the error boundary shows it.
  const [failure, setFailure] = useState<{ error: unknown }>();
  if (failure) throw failure.error;

  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    // In a task of its own: loading the module makes and inserts a script element, 3–9 ms of main thread on
    // /aboutme without throttling (#81), which inside hydration's effects made that task a long one.
    const timer = window.setTimeout(() =>
      load()
        .then((live) => {
          // The one element of its name on the page (the build checks it).
          const part = document.querySelector<HTMLElement>(`[${STATIC_PART_ATTRIBUTE}="${name}"]`);
          if (gone || !part) return;
          const stopLive = live.start(part);
          const unmark = markLive(part);
          stop = () => {
            stopLive();
            unmark();
          };
        })
        .catch((error: unknown) => setFailure({ error })),
    );
    return () => {
      gone = true;
      window.clearTimeout(timer);
      stop?.();
    };
  }, [load, name]);

  // A click that comes before the behaviour has loaded waits for it (after `start`, asked for first).
  const onClick = ({ target, currentTarget }: MouseEvent<HTMLElement>) =>
    load()
      .then((live) => live.click(target, currentTarget))
      .catch((error: unknown) => setFailure({ error }));
  return <StaticPart {...props} onClick={onClick} />;
}
