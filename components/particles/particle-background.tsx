"use client";

import { useEffect, useRef } from "react";
import type { FromWorker, ToWorker } from "@/lib/particle-messages";
import { particleCountFor } from "@/lib/particle-options";
import {
  PARTICLE_FAILED_WARNING,
  PARTICLE_SCRIPT_MISSING_WARNING,
  loadParticleScript,
} from "@/lib/particle-loader";
import { afterLoadAndIdle, shouldSkipDecorativeMotion } from "@/lib/page-idle";
import type { ParticleTheme } from "@/lib/particle-options";
import { THEME_CHANGE_EVENT } from "@/lib/theme";
import { clsx } from "clsx";
import { createParticleWorker } from "./create-particle-worker";

export type ParticleState = "idle" | "off" | "waiting" | "running" | "failed";

/**
 * The hero's animated background. It does nothing until the page has loaded and gone idle, then hands a
 * canvas to a worker that draws the particles off the main thread. It pauses while off screen or in a
 * hidden tab, and the page never depends on it: every failure ends in a console warning only.
 */
export function ParticleBackground({ className }: { className?: string }) {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // The state is written to the DOM, not React state: it is for tests and styling, and needs no re-render.
    const setState = (state: ParticleState) => {
      host.dataset.particles = state;
    };
    if (shouldSkipDecorativeMotion()) {
      setState("off");
      return;
    }

    let worker: Worker | undefined;
    let cancelLoad: (() => void) | undefined;
    const teardown: Array<() => void> = [];
    const send = (message: ToWorker, transfer: Transferable[] = []) => worker?.postMessage(message, transfer);

    const start = () => {
      if (typeof HTMLCanvasElement.prototype.transferControlToOffscreen !== "function") {
        console.warn(PARTICLE_FAILED_WARNING, "this browser cannot draw on a canvas from a worker");
        setState("failed");
        return;
      }
      // A fresh canvas per mount: control of a canvas can be handed to a worker only once.
      const canvas = document.createElement("canvas");
      canvas.className = "absolute inset-0 size-full";
      host.append(canvas);
      teardown.push(() => canvas.remove());
      const size = () => ({ width: Math.max(1, host.clientWidth), height: Math.max(1, host.clientHeight) });
      // Read again when the theme changes, so the particles take the new theme's colours.
      const readTheme = (): ParticleTheme => {
        const styles = getComputedStyle(host);
        return {
          particle: styles.getPropertyValue("--particle").trim() || "#a5b4fc",
          link: styles.getPropertyValue("--particle-link").trim() || "#818cf8",
        };
      };
      let theme = readTheme();
      const offscreen = canvas.transferControlToOffscreen();

      let failedOnce = false;
      const fail = (warning: string, ...detail: string[]) => {
        if (failedOnce) return;
        failedOnce = true;
        console.warn(warning, ...detail);
        setState("failed");
        worker?.terminate();
        canvas.remove();
      };

      let onScreen = true;
      const syncPlayback = () => send({ type: onScreen && !document.hidden ? "play" : "pause" });

      setState("waiting");
      cancelLoad = loadParticleScript({
        // Each attempt is a fresh worker: a worker whose script failed to load cannot be reused.
        attempt: ({ loaded, failed }) => {
          const candidate = createParticleWorker();
          worker = candidate;
          let scriptLoaded = false;
          candidate.addEventListener("message", (event: MessageEvent<FromWorker>) => {
            const message = event.data;
            if (message.type === "script-ready") {
              scriptLoaded = true;
              loaded();
            } else if (message.type === "started") setState("running");
            else if (message.type === "error") fail(PARTICLE_FAILED_WARNING, message.message);
          });
          candidate.addEventListener("error", (event) => {
            // Handled here, so the console shows the spec's warnings and not the browser's error per attempt.
            event.preventDefault();
            if (scriptLoaded) {
              // Once its script has loaded, an uncaught error is the effect failing, not the script missing.
              fail(
                PARTICLE_FAILED_WARNING,
                event instanceof ErrorEvent ? event.message : "the worker stopped",
              );
              return;
            }
            candidate.terminate();
            failed();
          });
        },
        onLoaded: () => {
          send(
            {
              type: "init",
              canvas: offscreen,
              ...size(),
              count: particleCountFor(window.innerWidth, window.innerHeight),
              theme,
            },
            [offscreen],
          );
          // Playback messages sent while an earlier attempt was loading went to a worker that is gone.
          syncPlayback();
        },
        onGiveUp: () => fail(PARTICLE_SCRIPT_MISSING_WARNING),
      });

      const visibility = new IntersectionObserver(([entry]) => {
        onScreen = entry?.isIntersecting ?? true;
        syncPlayback();
      });
      visibility.observe(host);
      document.addEventListener("visibilitychange", syncPlayback);

      let resizeTimer: number | undefined;
      const resize = new ResizeObserver(() => {
        window.clearTimeout(resizeTimer);
        resizeTimer = window.setTimeout(() => send({ type: "resize", ...size() }), 200);
      });
      resize.observe(host);

      const onThemeChange = () => {
        const next = readTheme();
        if (next.particle === theme.particle && next.link === theme.link) return;
        theme = next;
        send({ type: "theme", theme });
      };
      window.addEventListener(THEME_CHANGE_EVENT, onThemeChange);

      teardown.push(() => {
        visibility.disconnect();
        resize.disconnect();
        window.clearTimeout(resizeTimer);
        document.removeEventListener("visibilitychange", syncPlayback);
        window.removeEventListener(THEME_CHANGE_EVENT, onThemeChange);
      });
    };

    const cancelIdle = afterLoadAndIdle(start);
    return () => {
      cancelIdle();
      cancelLoad?.();
      worker?.terminate();
      for (const undo of teardown) undo();
    };
  }, []);

  return (
    <div
      ref={hostRef}
      aria-hidden="true"
      data-particles={"idle" satisfies ParticleState}
      className={clsx("pointer-events-none absolute inset-0 overflow-hidden", className)}
    />
  );
}
