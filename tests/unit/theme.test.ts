import { readFileSync } from "node:fs";
import { themeScript } from "@/lib/theme-script.mjs";
import {
  nextThemeChoice,
  readThemeChoice,
  setThemeChoice,
  subscribeToTheme,
  THEME_CHANGE_EVENT,
  THEME_STORAGE_KEY,
  themeChoices,
  type ThemeChoice,
} from "@/lib/theme";

const root = () => document.documentElement;

function resetTheme() {
  window.localStorage.clear();
  root().className = "";
  root().style.colorScheme = "";
}

describe("theme choice", () => {
  beforeEach(resetTheme);

  it("is system until the visitor chooses, and ignores garbage in storage", () => {
    expect(readThemeChoice()).toBe("system");
    window.localStorage.setItem(THEME_STORAGE_KEY, "purple");
    expect(readThemeChoice()).toBe("system");
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    expect(readThemeChoice()).toBe("dark");
  });

  it("is system when storage is blocked", () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(readThemeChoice()).toBe("system");
    getItem.mockRestore();
  });

  it("cycles system → light → dark → system", () => {
    expect(themeChoices.map(nextThemeChoice)).toEqual(["light", "dark", "system"]);
  });

  it("applies, remembers and announces a choice", () => {
    const listener = jest.fn();
    window.addEventListener(THEME_CHANGE_EVENT, listener);
    setThemeChoice("dark");
    expect(root()).toHaveClass("dark");
    expect(root()).not.toHaveClass("light");
    expect(root().style.colorScheme).toBe("dark");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    setThemeChoice("system");
    expect(root().className).toBe("");
    expect(root().style.colorScheme).toBe("");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    window.removeEventListener(THEME_CHANGE_EVENT, listener);
  });

  it("still applies a choice when storage is blocked", () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    setThemeChoice("light");
    expect(root()).toHaveClass("light");
    setItem.mockRestore();
  });

  it("follows a choice made in another tab", () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToTheme(listener);
    window.localStorage.setItem(THEME_STORAGE_KEY, "light");
    window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "light" }));
    expect(root()).toHaveClass("light");
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe("the inline theme script", () => {
  beforeEach(resetTheme);
  const run = () => new Function(themeScript)();

  it.each<ThemeChoice>(["light", "dark", "system"])(
    "shows a stored %p exactly as setThemeChoice does",
    (choice) => {
      setThemeChoice(choice);
      const expected = { className: root().className, colorScheme: root().style.colorScheme };
      root().className = "";
      root().style.colorScheme = "";
      run();
      expect({ className: root().className, colorScheme: root().style.colorScheme }).toEqual(expected);
    },
  );

  it("puts a stored choice back when something clears <html>'s attributes, and leaves system alone", async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    run();
    // What React does to the <html> it hands from one root component to another.
    root().removeAttribute("class");
    root().removeAttribute("style");
    await Promise.resolve(); // the observer's callback is a microtask, run before the next paint
    expect({ className: root().className, colorScheme: root().style.colorScheme }).toEqual({
      className: "dark",
      colorScheme: "dark",
    });
    // The toggle choosing system removes the stored choice before the class: nothing is put back.
    setThemeChoice("system");
    await Promise.resolve();
    expect({ className: root().className, colorScheme: root().style.colorScheme }).toEqual({
      className: "",
      colorScheme: "",
    });
  });

  it("ignores garbage and blocked storage without throwing", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, '"><img src=x>');
    run();
    expect(root().className).toBe("");
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(run).not.toThrow();
    getItem.mockRestore();
  });
});

describe("app/globals.css", () => {
  it("declares the dark tokens once, each overriding a light token", () => {
    const css = readFileSync("app/globals.css", "utf8");
    const root = css.slice(css.indexOf(":root {"), css.indexOf("@theme inline"));
    const [light = "", dark = ""] = root.split("@variant dark {");
    const names = (block: string) => [...block.matchAll(/(--[\w-]+):/g)].map((match) => match[1]);
    expect(css.match(/@variant dark \{/g)).toHaveLength(1);
    expect(names(dark).length).toBeGreaterThan(10);
    for (const name of names(dark)) expect(names(light)).toContain(name);
  });
});
