"use client";

import { useSyncExternalStore } from "react";
import { readThemeChoice, subscribeToTheme, type ThemeChoice } from "./theme";

/** The visitor's theme choice; "system" while hydrating, since the server cannot know it. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribeToTheme, readThemeChoice, () => "system");
}
