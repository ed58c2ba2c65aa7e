// @ts-check
// A note's frontmatter, written once as a zod schema like content/schema.ts, with its messages in the same
// form: "<file>, field <name>: <what it must be>".
import { z } from "zod";
import { serviceIds } from "../../content/service-ids.mjs";
import { didYouMean } from "../did-you-mean.mjs";
import { text } from "../../content/text-schema.mjs";
import { isDay } from "./dates.mjs";

export const noteKinds = /** @type {const} */ (["case-study", "note"]);

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export { LINE_BREAKS } from "../../content/text-schema.mjs";

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

/**
 * A measured result of a case study: a number, its unit (as the reader says it: "%", "min", "calls a week") and
 * what it measures. Shown as a figure on the case study, its card in lists, and its services' pages.
 */
const result = z.strictObject(
  {
    value: z
      .number({ error: "must be a number, without quotes or a unit (such as 38)" })
      .refine(Number.isFinite, "must be a number"),
    unit: text(16).optional(),
    label: text(60),
  },
  { error: "must be { value, unit, label }: a number, its unit and what it measures" },
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
      /** A case study's measured results, at most four. */
      results: z
        .array(result, { error: 'must be a list of results, each `- value: 38`, `unit: "%"`, `label: …`' })
        .min(1, "must list at least one result, or be left out")
        .max(4, "must list at most 4 results")
        .optional(),
    },
    { error: "must be fields, one `name: value` a line" },
  )
  .superRefine((data, context) => {
    if (data.updated && isDay(data.updated) && isDay(data.published) && data.updated < data.published)
      context.addIssue({ code: "custom", path: ["updated"], message: "must not be before published" });
    if (data.cover && !data.coverAlt)
      context.addIssue({ code: "custom", path: ["coverAlt"], message: "must say what the cover shows" });
    if (data.results && data.kind !== "case-study")
      context.addIssue({
        code: "custom",
        path: ["results"],
        message: "only a case study (kind: case-study) carries measured results",
      });
    if (data.coverAlt && !data.cover)
      context.addIssue({
        code: "custom",
        path: ["cover"],
        message: "must name the picture coverAlt describes",
      });
  });

/** @typedef {z.output<typeof frontmatterSchema>} Frontmatter */

/** The fields of a result. */
const resultFields = Object.keys(result.shape);

/** The fields a note's frontmatter may have. */
export const frontmatterFields = Object.keys(frontmatterSchema.shape);

/**
 * The frontmatter, or what is wrong with it: each problem with the field it is about (none for the whole).
 * @param {unknown} data
 * @returns {{ data?: Frontmatter, problems: { field?: string, message: string }[] }}
 */
export function checkFrontmatter(data) {
  const result = frontmatterSchema.safeParse(data);
  if (result.success) return { data: result.data, problems: [] };
  const problems = result.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) =>
          issue.path.length
            ? {
                field: String(issue.path[0]),
                message: `entry ${Number(issue.path[1]) + 1}: unknown field ${key}: ${didYouMean(key, resultFields) || `known: ${resultFields.join(", ")}`}`,
              }
            : {
                field: key,
                message: `unknown field: ${didYouMean(key, frontmatterFields) || `known: ${frontmatterFields.join(", ")}`}`,
              },
        )
      : [{ field: issue.path.length ? String(issue.path[0]) : undefined, message: issue.message }],
  );
  const seen = new Set();
  return {
    problems: problems.filter(({ field, message }) => {
      const key = `${field}\n${message}`;
      return seen.has(key) ? false : (seen.add(key), true);
    }),
  };
}
