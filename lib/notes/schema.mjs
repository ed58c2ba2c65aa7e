// @ts-check
// A note's frontmatter, written once as a zod schema like content/schema.ts, with its messages in the same
// form: "<file>, field <name>: <what it must be>".
import { z } from "zod";
import { serviceIds } from "../../content/service-ids.mjs";
import { isDay } from "./dates.mjs";

export const noteKinds = /** @type {const} */ (["case-study", "note"]);

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Text of at most `max` characters (as people count them: an emoji is one), trimmed. @param {number} max */
const text = (max) =>
  z
    .string({ error: (issue) => (issue.input == null ? "must not be empty" : "must be text (in quotes)") })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, "must not be empty")
    .refine((value) => [...value].length <= max, `must be at most ${max} characters`);

const day = z
  .string({ error: "must be a date written yyyy-mm-dd" })
  .refine(isDay, "must be a real day written yyyy-mm-dd (such as 2026-11-20)");

/** One service id, or a list of them. */
const services = z.preprocess(
  (value) => (typeof value === "string" ? [value] : (value ?? [])),
  z.array(
    z.enum(serviceIds, {
      error: (issue) => `unknown service id ${JSON.stringify(issue.input)} (known: ${serviceIds.join(", ")})`,
    }),
    { error: "must be a list of service ids, such as [voice-assistant]" },
  ),
);

export const frontmatterSchema = z
  .strictObject(
    {
      title: text(90),
      summary: text(200),
      published: day,
      updated: day.optional(),
      kind: z.enum(noteKinds, { error: `must be one of ${noteKinds.join(", ")}` }),
      services,
      project: z.string().regex(SLUG, "must be a project's id").optional(),
      /** A picture beside the note that leads it, shows in the list and is its link preview. */
      cover: z.string({ error: "must be the file name of a picture beside the note" }).optional(),
      coverAlt: text(200).optional(),
      draft: z.boolean({ error: "must be true or false" }).optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `unknown field (known: title, summary, published, updated, kind, services, project, cover, coverAlt, draft)`
          : "must be fields, one `name: value` a line",
    },
  )
  .superRefine((data, context) => {
    if (data.updated && isDay(data.updated) && isDay(data.published) && data.updated < data.published)
      context.addIssue({ code: "custom", path: ["updated"], message: "must not be before published" });
    if (data.cover && !data.coverAlt)
      context.addIssue({ code: "custom", path: ["coverAlt"], message: "must say what the cover shows" });
    if (data.coverAlt && !data.cover)
      context.addIssue({
        code: "custom",
        path: ["cover"],
        message: "must name the picture coverAlt describes",
      });
  });

/** @typedef {z.output<typeof frontmatterSchema>} Frontmatter */

/**
 * The frontmatter, or what is wrong with it: one line a problem, naming the file and field.
 * @param {string} file @param {unknown} data
 * @returns {{ data?: Frontmatter, problems: string[] }}
 */
export function checkFrontmatter(file, data) {
  const result = frontmatterSchema.safeParse(data);
  if (result.success) return { data: result.data, problems: [] };
  const problems = result.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => `${file}, field ${key}: ${issue.message}`)
      : [`${file}${issue.path.length ? `, field ${String(issue.path[0])}` : ""}: ${issue.message}`],
  );
  return { problems: [...new Set(problems)] };
}
