// @ts-check
// Plain JavaScript, so the TypeScript modules, next.config.mjs and lib/notes.mjs share them.

/** A configuration value that would make the site wrong; thrown at build time so the build stops. */
export class ConfigError extends Error {
  /**
   * @param {string} variable
   * @param {string} value
   * @param {string} reason
   */
  constructor(variable, value, reason) {
    super(`${variable}=${JSON.stringify(value)} is invalid: ${reason}`);
    this.name = "ConfigError";
    this.variable = variable;
    this.value = value;
  }
}

/** A content file that breaks a rule: the message names the file, the entry and the field. */
export class ContentError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "ContentError";
  }
}
