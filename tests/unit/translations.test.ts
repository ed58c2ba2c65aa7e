import { readdirSync } from "node:fs";
import { validateTranslation } from "@/lib/content-schema";
import { otherLanguages, translatedFiles } from "@/lib/languages";
import { translationProblems } from "@/lib/translation-check";

type Exports = Record<string, unknown>;
const files = Object.values(translatedFiles);
const english = (file: string): Promise<Exports> => import(`@/content/${file}`);
const translation = (code: string, file: string): Promise<Exports> => import(`@/content/${code}/${file}`);

describe.each(otherLanguages.map((language) => [language.code]))("content in %s", (code) => {
  it("translates every content file, and only those", () => {
    const translated = readdirSync(`content/${code}`).map((name) => name.replace(/\.ts$/, ""));
    expect(translated.sort()).toEqual([...files].sort());
  });

  it.each(files.map((file) => [file]))("%s has every entry and field of the English file", async (file) => {
    expect(
      translationProblems(`content/${code}/${file}.ts`, await english(file), await translation(code, file)),
    ).toEqual([]);
  });

  it("passes the build's check: the same entries and fields, and the rules of content/schema.ts", async () => {
    await expect(validateTranslation(code)).resolves.toBeUndefined();
  });
});

describe("a translation that is not whole", () => {
  const en = {
    hero: { headline: "AI Automation Agency", cta: "Let's Talk" },
    services: [
      { id: "voice", icon: "phone", title: "Voice", points: ["Leads", "Calendar"] },
      { id: "chat", icon: "chat", title: "Chat", points: ["Replies", "Handoff"] },
    ],
    minutes: (count: number) => `${count} min read`,
  };
  const es = () => JSON.parse(JSON.stringify(en)) as Exports;

  it("passes when everything is there", () => {
    expect(
      translationProblems("content/es/x.ts", en, { ...es(), minutes: (n: number) => `${n} min` }),
    ).toEqual([]);
  });

  it("names each missing, empty or extra field and each changed id, with its file and entry", () => {
    const broken = es() as typeof en & Exports;
    broken.minutes = (n: number) => `${n} min`;
    (broken.hero as Partial<typeof en.hero>).cta = undefined;
    broken.services[0]!.title = "  ";
    broken.services[1]!.id = "charla";
    broken.services[1]!.points = ["Respuestas"];
    (broken.hero as Exports).extra = "x";
    expect(translationProblems("content/es/x.ts", en, broken)).toEqual([
      "content/es/x.ts: field hero.cta: missing (the English file has it)",
      "content/es/x.ts: field hero.extra: not in the English file",
      "content/es/x.ts: entry 1 (voice), field title: is empty",
      'content/es/x.ts: entry 2 (chat), field id: must stay "chat", as in the English file',
      "content/es/x.ts: entry 2 (chat), field points: has 1 entries, the English file 2",
    ]);
  });

  it("names a whole export that is missing", () => {
    expect(translationProblems("content/es/x.ts", { hero: en.hero }, {})).toEqual([
      "content/es/x.ts: field hero: missing (the English file has it)",
    ]);
  });
});

describe("a translation's misspelt field", () => {
  it("is named with the English field it is nearest", () => {
    expect(
      translationProblems("content/es/x.ts", { hero: { headline: "A" } }, { hero: { headlin: "B" } }),
    ).toEqual([
      "content/es/x.ts: field hero.headline: missing (the English file has it)",
      "content/es/x.ts: field hero.headlin: not in the English file: did you mean headline?",
    ]);
  });
});
